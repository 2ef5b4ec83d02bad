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

export const columns: StarterComponent<KitText> = {
  key: 'columns',
  ...KIT_NAMES.components.columns,
  slots: 4,
  icon: icon(
    '<rect x="3" y="4" width="7" height="16" rx="1.5"/><rect x="14" y="4" width="7" height="16" rx="1.5"/>',
  ),
  // Stacking without a media query (the "holy albatross" flex basis): while the row is wider than
  // stackBelow every basis is negative (so 0, and the grow weights share the row); narrower, every basis
  // is huge and each column takes a line of its own. It follows the row's own width, so columns inside a
  // narrow column stack too, in the editor's canvas as on the live page, without JavaScript.
  code: `import { cssFor } from 'tessera';

export default function Columns({ slot1, slot2, slot3, slot4, count, ratio, gap, verticalAlign, stackBelow, maxSize, padding }) {
  const n = Math.min(4, Math.max(2, Number(count) || 2));
  const cells = [slot1, slot2, slot3, slot4].slice(0, n);
  const threshold = cssFor('SliderUnit', stackBelow, { cssProperty: 'width' }).width || '720px';
  const row = {
    boxSizing: 'border-box',
    width: '100%',
    margin: '0 auto',
    ...cssFor('VerticalAlign', verticalAlign),
    flexWrap: 'wrap',
    ...cssFor('SliderUnit', gap, { cssProperty: 'gap' }),
    ...cssFor('MaxSize', maxSize),
    ...cssFor('Spacing', padding),
  };
  const weight = (index) => {
    if (ratio === 'wideFirst' && index === 0) return 2;
    if (ratio === 'wideLast' && index === n - 1) return 2;
    return 1;
  };
  return (
    <div style={row}>
      {cells.map((cell, index) => (
        <div
          key={index}
          style={{
            flexGrow: weight(index),
            flexShrink: 1,
            flexBasis: 'calc((' + threshold + ' - 100%) * 999)',
            minWidth: 0,
            display: 'flex',
            flexDirection: 'column',
          }}
        >
          {cell}
        </div>
      ))}
    </div>
  );
}
`,
  dataTypes: {
    ...componentBasics(KIT_NAMES.components.columns.name),
    count: prop('Select', '2', 'Columns', 'Colunas', {
      options: [
        { id: '2', value: tr('Two', 'Duas') },
        { id: '3', value: tr('Three', 'Três') },
        { id: '4', value: tr('Four', 'Quatro') },
      ],
    }),
    ratio: prop('Select', 'equal', 'Widths', 'Larguras', {
      options: [
        { id: 'equal', value: tr('Equal', 'Iguais') },
        { id: 'wideFirst', value: tr('First one wider', 'Primeira mais larga') },
        { id: 'wideLast', value: tr('Last one wider', 'Última mais larga') },
      ],
    }),
    gap: at(
      prop('SliderUnit', px(32), 'Space between columns', 'Espaço entre colunas', { min: 0, max: 160 }),
      { tablet: px(24), phone: px(20) },
    ),
    verticalAlign: prop('VerticalAlign', 'center', 'Vertical alignment', 'Alinhamento vertical'),
    stackBelow: prop('SliderUnit', px(720), 'Stack when narrower than', 'Empilhar quando mais estreito que', {
      min: 240,
      max: 1600,
    }),
    maxSize: prop('MaxSize', size(pct(100), AUTO), 'Maximum size', 'Tamanho máximo'),
    padding: prop('Spacing', sides(0), 'Padding', 'Espaçamento interno'),
  },
  dataGroups: [
    group('columns', 'Columns', 'Colunas', ['count', 'ratio', 'gap', 'verticalAlign', 'stackBelow']),
    group('layout', 'Layout', 'Layout', ['maxSize', 'padding']),
  ],
  dataEvents: events(KIT_NAMES.components.columns.name, ['onclick']),
};
