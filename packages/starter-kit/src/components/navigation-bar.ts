import {
  AUTO,
  at,
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
  shadow,
  sides,
  size,
  weightText,
} from '../define.ts';
import { KIT_NAMES, type KitText, tr } from '../texts.ts';
import { PARSE_LINKS } from './link-snippets.ts';

export const navigationBar: StarterComponent<KitText> = {
  key: 'navigationBar',
  ...KIT_NAMES.components.navigationBar,
  icon: icon(
    '<rect x="3" y="4" width="18" height="16" rx="2"/><path d="M3 9h18"/><path d="M6 6.5h3"/><path d="M13 6.5h5"/>',
  ),
  code: `import { cssFor } from 'tessera';

${PARSE_LINKS}

export default function NavigationBar({
  brand, brandLink, logo, links, autoPages, sitePages, font, fontSize, brandStyle, color, linkColor, background,
  height, padding, gap, verticalAlign, sticky, shadow, shadowColor,
}) {
  const bar = {
    ...cssFor('FontSelector', font),
    ...cssFor('BackgroundColor', background),
    ...cssFor('MinSize', height),
    ...cssFor('Spacing', padding),
    ...cssFor('VerticalAlign', verticalAlign),
    ...cssFor('BoxShadow', shadow, { color: shadowColor }),
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    columnGap: 24,
    rowGap: 8,
    position: sticky ? 'sticky' : 'relative',
    top: 0,
    zIndex: 10,
  };
  // With "list the app's pages" on, one item per page of the app, as they are when the page is published.
  const items = autoPages && Array.isArray(sitePages)
    ? sitePages.map((page) => ({ label: page.name, url: page.href }))
    : parseLinks(links);
  const home = brandLink && typeof brandLink === 'object' ? brandLink : { href: '#' };
  return (
    <nav style={bar}>
      <a href={home.href || undefined} target={home.target || undefined} rel={home.rel || undefined} style={{ display: 'flex', alignItems: 'center', gap: 10, textDecoration: 'none', fontSize: '1.2rem', ...cssFor('TextStyle', brandStyle), ...cssFor('TextColor', color) }}>
        {logo && logo.url ? <img src={logo.url} alt={logo.alt || ''} style={{ height: 32, width: 'auto', display: 'block' }} /> : null}
        <span>{brand}</span>
      </a>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: Math.max(0, Number(gap) || 0) }}>
        {items.map((item, index) => (
          <li key={index}>
            <a href={item.url} style={{ textDecoration: 'none', fontWeight: 500, ...cssFor('FontSize', fontSize), ...cssFor('Color', linkColor) }}>
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
`,
  dataTypes: {
    ...componentBasics(KIT_NAMES.components.navigationBar.name),
    brand: prop('TextInput', 'Northwind', 'Brand', 'Marca'),
    brandLink: prop('Link', { kind: 'anchor', to: '', newTab: false }, 'Brand link', 'Link da marca'),
    logo: prop('ImageSelector', { url: '', alt: '' }, 'Logo', 'Logotipo'),
    links: prop(
      'TextAreaInput',
      tr(
        'Features | #features\nPricing | #pricing\nAbout | #about\nContact | #contact',
        'Recursos | #recursos\nPreços | #precos\nSobre | #sobre\nContato | #contato',
      ),
      'Links',
      'Links',
    ),
    autoPages: prop(
      'Switch',
      false,
      "List the app's pages automatically",
      'Listar as páginas do app automaticamente',
      { sitePages: true },
    ),
    font: prop('FontSelector', FONT.system, 'Font', 'Fonte'),
    fontSize: prop('FontSize', rem(0.95), 'Link size', 'Tamanho dos links'),
    brandStyle: prop('TextStyle', weightText(800), 'Brand style', 'Estilo da marca'),
    color: prop('TextColor', COLOR.ink, 'Brand colour', 'Cor da marca'),
    linkColor: prop('Color', COLOR.body, 'Link colour', 'Cor dos links'),
    background: prop('BackgroundColor', COLOR.white, 'Background', 'Fundo'),
    height: prop('MinSize', size(AUTO, px(64)), 'Minimum height', 'Altura mínima'),
    padding: at(prop('Spacing', sides(12, 32), 'Padding', 'Espaçamento interno'), {
      tablet: sides(12, 24),
      phone: sides(10, 16),
    }),
    gap: prop('IntegerInput', 28, 'Space between links (px)', 'Espaço entre links (px)', { min: 0, max: 96 }),
    verticalAlign: prop('VerticalAlign', 'center', 'Vertical alignment', 'Alinhamento vertical'),
    sticky: prop('Switch', true, 'Stay on top while scrolling', 'Fixar no topo ao rolar'),
    shadow: prop('BoxShadow', shadow(0, 1, 0), 'Shadow', 'Sombra'),
    shadowColor: prop('BoxShadowColor', COLOR.line, 'Shadow colour', 'Cor da sombra'),
  },
  dataGroups: [
    group('content', 'Content', 'Conteúdo', ['brand', 'brandLink', 'logo', 'autoPages', 'links']),
    group('text', 'Text', 'Texto', ['font', 'fontSize', 'brandStyle', 'color', 'linkColor']),
    group('layout', 'Layout', 'Layout', [
      'background',
      'height',
      'padding',
      'gap',
      'verticalAlign',
      'sticky',
      'shadow',
      'shadowColor',
    ]),
  ],
  dataEvents: events(KIT_NAMES.components.navigationBar.name, ['onclick']),
};
