import {
  at,
  COLOR,
  componentBasics,
  events,
  group,
  icon,
  prop,
  px,
  type StarterComponent,
  sides,
} from '../define.ts';
import { KIT_NAMES, type KitText } from '../texts.ts';

export const divider: StarterComponent<KitText> = {
  key: 'divider',
  ...KIT_NAMES.components.divider,
  icon: icon('<path d="M3 12h18"/><path d="M8 7h8" opacity="0.4"/><path d="M8 17h8" opacity="0.4"/>'),
  code: `import { cssFor } from 'tessera';

export default function Divider({ lineStyle, thickness, color, length, align, spacing }) {
  const weight = cssFor('SliderUnit', thickness, { cssProperty: 'borderTopWidth' });
  const line = {
    border: 0,
    borderTopStyle: lineStyle || 'solid',
    borderTopColor: color || '#e5e7eb',
    ...weight,
    width: (typeof length === 'number' ? length : 100) + '%',
    margin: 0,
  };
  return (
    <div style={{ ...cssFor('Spacing', spacing), ...cssFor('HorizontalAlign', align) }}>
      <hr style={line} />
    </div>
  );
}
`,
  dataTypes: {
    ...componentBasics(KIT_NAMES.components.divider.name),
    lineStyle: prop('BorderStyle', 'solid', 'Line style', 'Estilo da linha'),
    thickness: prop('SliderUnit', px(1), 'Thickness', 'Espessura', { min: 1, max: 16 }),
    color: prop('BorderColor', COLOR.line, 'Colour', 'Cor'),
    length: prop('Slider', 100, 'Length (%)', 'Comprimento (%)', { min: 10, max: 100, step: 5 }),
    align: prop('HorizontalAlign', 'center', 'Alignment', 'Alinhamento'),
    spacing: at(prop('Spacing', sides(24, 24), 'Spacing', 'Espaçamento'), { phone: sides(16) }),
  },
  dataGroups: [
    group('line', 'Line', 'Linha', ['lineStyle', 'thickness', 'color']),
    group('layout', 'Layout', 'Layout', ['length', 'align', 'spacing']),
  ],
  dataEvents: events(KIT_NAMES.components.divider.name, []),
};
