import {
  COLOR,
  componentBasics,
  corners,
  events,
  FONT,
  group,
  icon,
  prop,
  rem,
  type StarterComponent,
  type StarterDataType,
  sides,
} from '../../define.ts';
import { KIT_NAMES, type KitText } from '../../texts.ts';
import { FIELD_SNIPPET } from './field-snippet.ts';

/** The kit's field components, by KIT_NAMES key. */
export type FieldKey =
  | 'textField'
  | 'emailField'
  | 'phoneField'
  | 'numberField'
  | 'longTextField'
  | 'selectField'
  | 'checkboxesField'
  | 'radioField'
  | 'dateField'
  | 'fileField'
  | 'consentField';

/**
 * A field's FormField value as authored: the name its value is sent under, its kind, and texts in both
 * languages (labels and option labels are KitText; option values and the name are never translated).
 */
export interface KitFieldValue {
  name: string;
  kind: string;
  label: KitText;
  placeholder?: KitText;
  help?: KitText;
  required: boolean;
  min?: number | string;
  max?: number | string;
  options?: Array<{ value: string; label: KitText }>;
  maxSelections?: number;
  accept?: string[];
}

/** The style props every field has: the kit's quiet inputs, a 3:1 border, the accent as focus ring. */
function fieldStyles(): Record<string, StarterDataType> {
  return {
    font: prop('FontSelector', FONT.system, 'Font', 'Fonte'),
    fontSize: prop('FontSize', rem(1), 'Font size', 'Tamanho da fonte'),
    labelColor: prop('Color', COLOR.ink, 'Label colour', 'Cor do rótulo'),
    hintColor: prop('TextColor', COLOR.muted, 'Help text colour', 'Cor do texto de ajuda'),
    errorColor: prop('Color', '#b91c1c', 'Error colour', 'Cor do erro'),
    inputColor: prop('TextColor', COLOR.ink, 'Input text colour', 'Cor do texto digitado'),
    inputBackground: prop('BackgroundColor', COLOR.white, 'Input background', 'Fundo do campo'),
    borderStyle: prop('BorderStyle', 'solid', 'Border style', 'Estilo da borda'),
    borderWidth: prop('BorderWidth', sides(1), 'Border width', 'Largura da borda'),
    borderColor: prop('BorderColor', COLOR.muted, 'Border colour', 'Cor da borda'),
    radius: prop('BorderRadius', corners(8), 'Corner radius', 'Raio dos cantos'),
    padding: prop('Spacing', sides(10, 12), 'Input padding', 'Espaçamento interno do campo'),
    focusColor: prop('Color', COLOR.accent, 'Focus colour', 'Cor do foco'),
    margin: prop('Spacing', sides(0, 0, 16, 0), 'Outer spacing', 'Espaçamento externo'),
  };
}

const FIELD_GROUPS = [
  group('field', 'Field', 'Campo', ['field']),
  group('text', 'Text', 'Texto', ['font', 'fontSize', 'labelColor', 'hintColor', 'errorColor']),
  group('input', 'Input', 'Entrada', [
    'inputColor',
    'inputBackground',
    'borderStyle',
    'borderWidth',
    'borderColor',
    'radius',
    'padding',
    'focusColor',
  ]),
  group('layout', 'Layout', 'Layout', ['margin']),
];

/** PascalCase function name of a field component's code (`emailField` → `EmailField`). */
function functionName(key: FieldKey): string {
  return key.charAt(0).toUpperCase() + key.slice(1);
}

/** A field component: the shared FIELD_SNIPPET drawing a FormField whose default is `value`. */
export function fieldComponent(
  key: FieldKey,
  value: KitFieldValue,
  iconPaths: string,
): StarterComponent<KitText> {
  const names = KIT_NAMES.components[key];
  const field = { placeholder: '', help: '', ...value };
  return {
    key,
    ...names,
    icon: icon(iconPaths),
    code: `import { cssFor } from 'tessera';

${FIELD_SNIPPET}

export default function ${functionName(key)}(props) {
  return <FormField {...props} />;
}
`,
    dataTypes: {
      ...componentBasics(names.name),
      field: prop('FormField', field, 'Field', 'Campo'),
      ...fieldStyles(),
    },
    dataGroups: FIELD_GROUPS,
    dataEvents: events(names.name, ['onclick']),
  };
}
