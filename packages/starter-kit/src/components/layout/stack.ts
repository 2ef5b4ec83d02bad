import {
  componentBasics,
  corners,
  events,
  group,
  icon,
  prop,
  px,
  type StarterComponent,
  sides,
} from '../../define.ts';
import { KIT_NAMES, type KitText, tr } from '../../texts.ts';

const place = (en: [string, string, string], pt: [string, string, string]) => [
  { id: 'start', value: tr(en[0], pt[0]) },
  { id: 'center', value: tr(en[1], pt[1]) },
  { id: 'end', value: tr(en[2], pt[2]) },
];

export const stack: StarterComponent<KitText> = {
  key: 'stack',
  ...KIT_NAMES.components.stack,
  slots: 1,
  icon: icon(
    '<rect x="5" y="3" width="14" height="5" rx="1"/><rect x="5" y="10" width="14" height="5" rx="1"/><path d="M8 19h8"/>',
  ),
  code: `import { cssFor } from 'tessera';

const FLEX = { start: 'flex-start', center: 'center', end: 'flex-end', stretch: 'stretch', between: 'space-between' };

export default function Stack({ slot1, direction, gap, align, justify, wrap, background, padding, radius }) {
  const style = {
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: direction === 'horizontal' ? 'row' : 'column',
    flexWrap: wrap ? 'wrap' : 'nowrap',
    alignItems: FLEX[align] || 'stretch',
    justifyContent: FLEX[justify] || 'flex-start',
    minWidth: 0,
    ...cssFor('SliderUnit', gap, { cssProperty: 'gap' }),
    ...cssFor('BackgroundColor', background),
    ...cssFor('Spacing', padding),
    ...cssFor('BorderRadius', radius),
  };
  return <div style={style}>{slot1}</div>;
}
`,
  dataTypes: {
    ...componentBasics(KIT_NAMES.components.stack.name),
    direction: prop('Select', 'vertical', 'Direction', 'Direção', {
      options: [
        { id: 'vertical', value: tr('Vertical', 'Vertical') },
        { id: 'horizontal', value: tr('Horizontal', 'Horizontal') },
      ],
    }),
    gap: prop('SliderUnit', px(12), 'Space between blocks', 'Espaço entre blocos', { min: 0, max: 160 }),
    align: prop('Select', 'stretch', 'Cross alignment', 'Alinhamento transversal', {
      options: [
        { id: 'stretch', value: tr('Stretch', 'Esticar') },
        ...place(['Start', 'Centre', 'End'], ['Início', 'Centro', 'Fim']),
      ],
    }),
    justify: prop('Select', 'start', 'Distribution', 'Distribuição', {
      options: [
        ...place(['Start', 'Centre', 'End'], ['Início', 'Centro', 'Fim']),
        { id: 'between', value: tr('Spread out', 'Espalhar') },
      ],
    }),
    wrap: prop('Switch', true, 'Wrap onto new lines', 'Quebrar em novas linhas'),
    background: prop('BackgroundColor', '', 'Background', 'Fundo'),
    padding: prop('Spacing', sides(0), 'Padding', 'Espaçamento interno'),
    radius: prop('BorderRadius', corners(0), 'Corner radius', 'Raio dos cantos'),
  },
  dataGroups: [
    group('stack', 'Stack', 'Pilha', ['direction', 'gap', 'align', 'justify', 'wrap']),
    group('box', 'Box', 'Caixa', ['background', 'padding', 'radius']),
  ],
  dataEvents: events(KIT_NAMES.components.stack.name, ['onclick']),
};
