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
  shadow,
  sides,
  weightText,
} from '../../define.ts';
import { KIT_NAMES, type KitText, tr } from '../../texts.ts';

/**
 * The submit button of a form (issue 24): a real `<button type="submit">`, styled as the kit's Button, with a
 * visible focus ring (WCAG 2.4.7) and a quieter look while the live page sends the form (it disables it).
 */
export const submitButton: StarterComponent<KitText> = {
  key: 'submitButton',
  ...KIT_NAMES.components.submitButton,
  icon: icon(
    '<rect x="3" y="7" width="18" height="10" rx="5"/><path d="M10 12h5"/><path d="M13 10l2 2l-2 2"/>',
  ),
  code: `import { cssFor } from 'tessera';

const CSS =
  '.tessera-submit:focus-visible{outline:3px solid var(--tessera-focus,#4f46e5);outline-offset:3px}' +
  '.tessera-submit:disabled{opacity:0.6;cursor:progress}';

export default function SubmitButton({
  label, align, font, fontSize, textStyle, color, background, padding, radius,
  borderStyle, borderWidth, borderColor, shadow, shadowColor, focusColor, margin,
}) {
  const style = {
    display: 'inline-block',
    cursor: 'pointer',
    margin: 0,
    lineHeight: 1.2,
    '--tessera-focus': focusColor || undefined,
    ...cssFor('FontSelector', font),
    ...cssFor('FontSize', fontSize),
    ...cssFor('TextStyle', textStyle),
    ...cssFor('Color', color),
    ...cssFor('BackgroundColor', background),
    ...cssFor('Spacing', padding),
    ...cssFor('BorderRadius', radius),
    ...cssFor('BorderStyle', borderStyle),
    ...cssFor('BorderWidth', borderWidth),
    ...cssFor('BorderColor', borderColor),
    ...cssFor('BoxShadow', shadow, { color: shadowColor }),
  };
  const wrapper = { ...cssFor('HorizontalAlign', align), ...cssFor('Spacing', margin) };
  return (
    <div style={wrapper}>
      <style>{CSS}</style>
      <button type="submit" className="tessera-submit" style={style}>{label}</button>
    </div>
  );
}
`,
  dataTypes: {
    ...componentBasics(KIT_NAMES.components.submitButton.name),
    label: prop('TextInput', tr('Send message', 'Enviar mensagem'), 'Label', 'Rótulo'),
    align: prop('HorizontalAlign', 'left', 'Alignment', 'Alinhamento'),
    font: prop('FontSelector', FONT.system, 'Font', 'Fonte'),
    fontSize: prop('FontSize', rem(1), 'Font size', 'Tamanho da fonte'),
    textStyle: prop('TextStyle', weightText(600), 'Text style', 'Estilo do texto'),
    color: prop('Color', COLOR.white, 'Text colour', 'Cor do texto'),
    background: prop('BackgroundColor', COLOR.accent, 'Background', 'Fundo'),
    padding: prop('Spacing', sides(12, 24), 'Padding', 'Espaçamento interno'),
    radius: prop('BorderRadius', corners(999), 'Corner radius', 'Raio dos cantos'),
    borderStyle: prop('BorderStyle', 'solid', 'Border style', 'Estilo da borda'),
    borderWidth: prop('BorderWidth', sides(1), 'Border width', 'Largura da borda'),
    borderColor: prop('BorderColor', COLOR.accent, 'Border colour', 'Cor da borda'),
    shadow: prop('BoxShadow', shadow(0, 8, 20, -8), 'Shadow', 'Sombra'),
    shadowColor: prop('BoxShadowColor', 'rgba(79, 70, 229, 0.6)', 'Shadow colour', 'Cor da sombra'),
    focusColor: prop('Color', COLOR.accent, 'Focus colour', 'Cor do foco'),
    margin: prop('Spacing', sides(8, 0, 0, 0), 'Outer spacing', 'Espaçamento externo'),
  },
  dataGroups: [
    group('content', 'Content', 'Conteúdo', ['label']),
    group('text', 'Text', 'Texto', ['font', 'fontSize', 'textStyle', 'color']),
    group('shape', 'Shape', 'Forma', [
      'background',
      'padding',
      'radius',
      'borderStyle',
      'borderWidth',
      'borderColor',
      'shadow',
      'shadowColor',
      'focusColor',
    ]),
    group('layout', 'Layout', 'Layout', ['align', 'margin']),
  ],
  dataEvents: events(KIT_NAMES.components.submitButton.name, ['onclick']),
};
