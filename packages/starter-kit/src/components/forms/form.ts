import {
  AUTO,
  componentBasics,
  corners,
  events,
  group,
  icon,
  prop,
  px,
  type StarterComponent,
  sides,
  size,
} from '../../define.ts';
import { KIT_NAMES, type KitText, tr } from '../../texts.ts';

/**
 * The Form container (issue 24, docs/decisions/0036): one slot holding the fields and the submit button, laid
 * out like a Stack. It draws a plain element, not a <form>: the platform wraps the brick in the real form at
 * publish (its action, method and hidden fields), so no component code can break what the live host accepts.
 * Its `form` property (what a visitor sees after sending) is read by the platform, not drawn.
 */
export const form: StarterComponent<KitText> = {
  key: 'form',
  ...KIT_NAMES.components.form,
  slots: 1,
  icon: icon(
    '<rect x="4" y="3" width="16" height="18" rx="2"/><path d="M8 7h8"/><rect x="8" y="10" width="8" height="3" rx="1"/><path d="M8 17h4"/>',
  ),
  code: `import { cssFor } from 'tessera';

const FLEX = { start: 'flex-start', center: 'center', end: 'flex-end', stretch: 'stretch' };

export default function Form({ slot1, gap, align, background, padding, radius, maxSize }) {
  const style = {
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    alignItems: FLEX[align] || 'stretch',
    width: '100%',
    minWidth: 0,
    ...cssFor('SliderUnit', gap, { cssProperty: 'gap' }),
    ...cssFor('MaxSize', maxSize),
    ...cssFor('BackgroundColor', background),
    ...cssFor('Spacing', padding),
    ...cssFor('BorderRadius', radius),
  };
  return <div style={style}>{slot1}</div>;
}
`,
  dataTypes: {
    ...componentBasics(KIT_NAMES.components.form.name),
    form: prop('Form', { after: 'message', message: '', page: null }, 'After sending', 'Após o envio'),
    gap: prop('SliderUnit', px(4), 'Space between fields', 'Espaço entre os campos', { min: 0, max: 80 }),
    align: prop('Select', 'stretch', 'Alignment', 'Alinhamento', {
      options: [
        { id: 'stretch', value: tr('Full width', 'Largura total') },
        { id: 'start', value: tr('Start', 'Início') },
        { id: 'center', value: tr('Centre', 'Centro') },
        { id: 'end', value: tr('End', 'Fim') },
      ],
    }),
    maxSize: prop('MaxSize', size(px(640), AUTO), 'Maximum size', 'Tamanho máximo'),
    background: prop('BackgroundColor', '', 'Background', 'Fundo'),
    padding: prop('Spacing', sides(0), 'Padding', 'Espaçamento interno'),
    radius: prop('BorderRadius', corners(0), 'Corner radius', 'Raio dos cantos'),
  },
  dataGroups: [
    group('form', 'Form', 'Formulário', ['form']),
    group('layout', 'Layout', 'Layout', ['gap', 'align', 'maxSize']),
    group('box', 'Box', 'Caixa', ['background', 'padding', 'radius']),
  ],
  dataEvents: events(KIT_NAMES.components.form.name, ['onclick']),
};
