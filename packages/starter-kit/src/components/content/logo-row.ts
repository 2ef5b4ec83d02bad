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
} from '../../define.ts';
import { KIT_NAMES, type KitText, tr } from '../../texts.ts';

/** A grey placeholder wordmark (inline SVG), so the row looks right before real logos are chosen. */
function wordmark(name: string, mark: string): string {
  return `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="48" viewBox="0 0 180 48">${mark}` +
      `<text x="48" y="31" font-family="system-ui, sans-serif" font-size="20" font-weight="700" fill="#475569">${name}</text></svg>`,
  )}`;
}

const LOGOS = [
  wordmark('Northwind', '<circle cx="22" cy="24" r="14" fill="#94a3b8"/>'),
  wordmark('Lumen', '<rect x="8" y="10" width="28" height="28" rx="8" fill="#94a3b8"/>'),
  wordmark('Orbital', '<circle cx="22" cy="24" r="13" fill="none" stroke="#94a3b8" stroke-width="5"/>'),
  wordmark('Fieldnote', '<path d="M8 38L22 10L36 38Z" fill="#94a3b8"/>'),
  wordmark('Kestrel', '<path d="M8 24h28M22 10v28" stroke="#94a3b8" stroke-width="6"/>'),
];
const NAMES = ['Northwind', 'Lumen', 'Orbital', 'Fieldnote', 'Kestrel'];

const SLOTS = 8;
const logoProps = Object.fromEntries(
  Array.from({ length: SLOTS }, (_, index) => [
    `logo${index + 1}`,
    prop(
      'ImageSelector',
      { url: LOGOS[index] ?? '', alt: NAMES[index] ?? '' },
      `Logo ${index + 1}`,
      `Logo ${index + 1}`,
    ),
  ]),
);

export const logoRow: StarterComponent<KitText> = {
  key: 'logoRow',
  ...KIT_NAMES.components.logoRow,
  icon: icon(
    '<rect x="2" y="9" width="5" height="6" rx="1"/><rect x="9.5" y="9" width="5" height="6" rx="1"/><rect x="17" y="9" width="5" height="6" rx="1"/>',
  ),
  code: `import { cssFor } from 'tessera';

export default function LogoRow({
  caption, logo1, logo2, logo3, logo4, logo5, logo6, logo7, logo8,
  logoHeight, gap, grayscale, opacity, captionColor, align, padding,
}) {
  const logos = [logo1, logo2, logo3, logo4, logo5, logo6, logo7, logo8].filter((logo) => logo && logo.url);
  const justify = cssFor('HorizontalAlign', align).justifyContent || 'center';
  const picture = {
    display: 'block',
    width: 'auto',
    maxWidth: '100%',
    filter: grayscale ? 'grayscale(1)' : undefined,
    opacity: typeof opacity === 'number' ? Math.min(1, Math.max(0, opacity)) : 1,
    ...cssFor('SliderUnit', logoHeight, { cssProperty: 'height' }),
  };
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 20, ...cssFor('Spacing', padding) }}>
      {caption ? (
        <p style={{ margin: 0, fontSize: '0.8rem', fontWeight: 600, letterSpacing: '0.08em', textTransform: 'uppercase', textAlign: justify === 'center' ? 'center' : justify === 'flex-end' ? 'right' : 'left', ...cssFor('TextColor', captionColor) }}>
          {caption}
        </p>
      ) : null}
      <ul role="list" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: justify, ...cssFor('SliderUnit', gap, { cssProperty: 'gap' }) }}>
        {logos.map((logo, index) => (
          <li key={index} style={{ display: 'flex' }}>
            <img src={logo.url} alt={logo.alt || ''} loading="lazy" style={picture} />
          </li>
        ))}
      </ul>
    </div>
  );
}
`,
  dataTypes: {
    ...componentBasics(KIT_NAMES.components.logoRow.name),
    caption: prop('TextInput', tr('Trusted by teams at', 'A escolha de times como'), 'Caption', 'Legenda'),
    ...logoProps,
    logoHeight: at(prop('SliderUnit', px(36), 'Logo height', 'Altura dos logos', { min: 16, max: 120 }), {
      phone: px(28),
    }),
    gap: at(prop('SliderUnit', px(40), 'Space between logos', 'Espaço entre logos', { min: 0, max: 160 }), {
      tablet: px(32),
      phone: px(24),
    }),
    grayscale: prop('Switch', true, 'Greyscale', 'Tons de cinza'),
    opacity: prop('DecimalInput', 0.8, 'Opacity', 'Opacidade', { min: 0, max: 1, step: 0.05 }),
    captionColor: prop('TextColor', COLOR.muted, 'Caption colour', 'Cor da legenda'),
    align: prop('HorizontalAlign', 'center', 'Alignment', 'Alinhamento'),
    padding: prop('Spacing', sides(24, 0), 'Padding', 'Espaçamento interno'),
  },
  dataGroups: [
    group('logos', 'Logos', 'Logos', ['caption', ...Object.keys(logoProps)]),
    group('style', 'Style', 'Estilo', [
      'logoHeight',
      'gap',
      'grayscale',
      'opacity',
      'captionColor',
      'align',
      'padding',
    ]),
  ],
  dataEvents: events(KIT_NAMES.components.logoRow.name, []),
};
