import {
  AUTO,
  at,
  componentBasics,
  events,
  group,
  icon,
  pct,
  prop,
  px,
  type StarterComponent,
  sides,
  size,
} from '../../define.ts';
import { KIT_NAMES, type KitText, tr } from '../../texts.ts';

export const grid: StarterComponent<KitText> = {
  key: 'grid',
  ...KIT_NAMES.components.grid,
  slots: 1,
  icon: icon(
    '<rect x="4" y="4" width="6" height="6" rx="1"/><rect x="14" y="4" width="6" height="6" rx="1"/>' +
      '<rect x="4" y="14" width="6" height="6" rx="1"/><rect x="14" y="14" width="6" height="6" rx="1"/>',
  ),
  // The slot's bricks are the grid's items: the editor and the live page wrap slots and bricks in
  // display: contents boxes, which the grid sees through.
  code: `import { cssFor } from 'tessera';

const ALIGN = { start: 'start', center: 'center', end: 'end', stretch: 'stretch' };

export default function Grid({ slot1, minItemWidth, gap, alignItems, maxSize, padding }) {
  const min = cssFor('SliderUnit', minItemWidth, { cssProperty: 'width' }).width || '240px';
  const style = {
    boxSizing: 'border-box',
    width: '100%',
    margin: '0 auto',
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(' + min + ', 100%), 1fr))',
    alignItems: ALIGN[alignItems] || 'stretch',
    ...cssFor('SliderUnit', gap, { cssProperty: 'gap' }),
    ...cssFor('MaxSize', maxSize),
    ...cssFor('Spacing', padding),
  };
  return <div style={style}>{slot1}</div>;
}
`,
  dataTypes: {
    ...componentBasics(KIT_NAMES.components.grid.name),
    minItemWidth: prop('SliderUnit', px(260), 'Minimum item width', 'Largura mínima dos itens', {
      min: 80,
      max: 800,
    }),
    gap: at(prop('SliderUnit', px(24), 'Space between items', 'Espaço entre itens', { min: 0, max: 160 }), {
      phone: px(16),
    }),
    alignItems: prop('Select', 'stretch', 'Item height', 'Altura dos itens', {
      options: [
        { id: 'stretch', value: tr('Same height', 'Mesma altura') },
        { id: 'start', value: tr('Top', 'Topo') },
        { id: 'center', value: tr('Centre', 'Centro') },
        { id: 'end', value: tr('Bottom', 'Base') },
      ],
    }),
    maxSize: prop('MaxSize', size(pct(100), AUTO), 'Maximum size', 'Tamanho máximo'),
    padding: prop('Spacing', sides(0), 'Padding', 'Espaçamento interno'),
  },
  dataGroups: [
    group('grid', 'Grid', 'Grade', ['minItemWidth', 'gap', 'alignItems']),
    group('layout', 'Layout', 'Layout', ['maxSize', 'padding']),
  ],
  dataEvents: events(KIT_NAMES.components.grid.name, ['onclick']),
};
