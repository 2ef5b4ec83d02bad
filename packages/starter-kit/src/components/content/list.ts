import {
  COLOR,
  componentBasics,
  events,
  FONT,
  group,
  icon,
  prop,
  px,
  rem,
  type StarterComponent,
  sides,
} from '../../define.ts';
import { KIT_NAMES, type KitText, tr } from '../../texts.ts';

export const list: StarterComponent<KitText> = {
  key: 'list',
  ...KIT_NAMES.components.list,
  icon: icon(
    '<path d="M9 6h11"/><path d="M9 12h11"/><path d="M9 18h11"/><path d="M5 6v.01"/><path d="M5 12v.01"/><path d="M5 18v.01"/>',
  ),
  code: `import { cssFor } from 'tessera';

// The marker takes the item's colour and the text its own: ::marker cannot be styled inline.
export default function List({ items, marker, font, fontSize, lineHeight, color, markerColor, gap, padding }) {
  const lines = String(items || '').split('\\n').map((line) => line.trim()).filter(Boolean);
  const ordered = marker === 'numbers';
  const checks = marker === 'checks';
  const Tag = ordered ? 'ol' : 'ul';
  const listStyle = {
    margin: 0,
    paddingLeft: checks ? 0 : '1.4em',
    listStyle: checks ? 'none' : ordered ? 'decimal' : 'disc',
    display: 'flex',
    flexDirection: 'column',
    ...cssFor('SliderUnit', gap, { cssProperty: 'gap' }),
    ...cssFor('FontSelector', font),
    ...cssFor('FontSize', fontSize),
    ...cssFor('LineHeight', lineHeight),
    ...cssFor('TextColor', color),
  };
  const tick = (
    <svg viewBox="0 0 24 24" width="1.1em" height="1.1em" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" style={{ flex: 'none', marginTop: '0.2em', ...cssFor('Color', markerColor) }}>
      <path d="M5 12l5 5l10 -10" />
    </svg>
  );
  return (
    <div style={cssFor('Spacing', padding)}>
      <Tag style={listStyle}>
        {lines.map((line, index) => (
          <li key={index} style={checks ? { display: 'flex', gap: '0.6em', alignItems: 'flex-start' } : { paddingLeft: '0.2em', ...cssFor('Color', markerColor) }}>
            {checks ? tick : null}
            <span style={cssFor('TextColor', color)}>{line}</span>
          </li>
        ))}
      </Tag>
    </div>
  );
}
`,
  dataTypes: {
    ...componentBasics(KIT_NAMES.components.list.name),
    items: prop(
      'TextAreaInput',
      tr(
        'Set up in minutes, no code needed\nPublish to your own address\nInvite your team to edit together',
        'Configure em minutos, sem programar\nPublique no seu próprio endereço\nConvide seu time para editar junto',
      ),
      'Items (one per line)',
      'Itens (um por linha)',
    ),
    marker: prop('Select', 'checks', 'Marker', 'Marcador', {
      options: [
        { id: 'bullets', value: tr('Bullets', 'Pontos') },
        { id: 'numbers', value: tr('Numbers', 'Números') },
        { id: 'checks', value: tr('Check marks', 'Marcas de confirmação') },
      ],
    }),
    font: prop('FontSelector', FONT.system, 'Font', 'Fonte'),
    fontSize: prop('FontSize', rem(1), 'Font size', 'Tamanho da fonte'),
    lineHeight: prop('LineHeight', { value: 1.5, unit: 'em' }, 'Line height', 'Altura da linha'),
    color: prop('TextColor', COLOR.body, 'Text colour', 'Cor do texto'),
    markerColor: prop('Color', COLOR.accent, 'Marker colour', 'Cor do marcador'),
    gap: prop('SliderUnit', px(10), 'Space between items', 'Espaço entre itens', { min: 0, max: 64 }),
    padding: prop('Spacing', sides(8, 0), 'Padding', 'Espaçamento interno'),
  },
  dataGroups: [
    group('content', 'Content', 'Conteúdo', ['items', 'marker']),
    group('text', 'Text', 'Texto', ['font', 'fontSize', 'lineHeight', 'color', 'markerColor']),
    group('layout', 'Layout', 'Layout', ['gap', 'padding']),
  ],
  dataEvents: events(KIT_NAMES.components.list.name, ['onclick']),
};
