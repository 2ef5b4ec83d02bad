import {
  at,
  COLOR,
  componentBasics,
  events,
  FONT,
  group,
  icon,
  prop,
  rem,
  type StarterComponent,
  sides,
} from '../define.ts';
import { KIT_NAMES, type KitText, tr } from '../texts.ts';
import { PARSE_LINKS } from './link-snippets.ts';

export const footer: StarterComponent<KitText> = {
  key: 'footer',
  ...KIT_NAMES.components.footer,
  icon: icon('<rect x="3" y="4" width="18" height="16" rx="2"/><path d="M3 15h18"/><path d="M7 17.5h4"/>'),
  code: `import { cssFor } from 'tessera';

${PARSE_LINKS}

export default function Footer({
  brand, about, links, columns, copyright, font, fontSize, color, linkColor, background, align,
  padding, borderWidth, borderStyle, borderColor,
}) {
  const items = parseLinks(links);
  const count = Math.min(4, Math.max(1, Math.round(Number(columns) || 1)));
  const perColumn = Math.ceil(items.length / count) || 1;
  const groups = [];
  for (let i = 0; i < items.length; i += perColumn) groups.push(items.slice(i, i + perColumn));
  const style = {
    ...cssFor('FontSelector', font),
    ...cssFor('FontSize', fontSize),
    ...cssFor('TextColor', color),
    ...cssFor('BackgroundColor', background),
    ...cssFor('Spacing', padding),
    ...cssFor('BorderWidth', borderWidth),
    ...cssFor('BorderStyle', borderStyle),
    ...cssFor('BorderColor', borderColor),
    ...cssFor('TextHorizontalAlign', align),
    lineHeight: 1.6,
  };
  return (
    <footer style={style}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 40, justifyContent: 'space-between', maxWidth: 1120, margin: '0 auto' }}>
        <div style={{ flex: '1 1 240px', maxWidth: 360 }}>
          <div style={{ fontWeight: 800, fontSize: '1.15rem', marginBottom: 8 }}>{brand}</div>
          <div style={{ opacity: 0.8, whiteSpace: 'pre-line' }}>{about}</div>
        </div>
        {groups.map((group, index) => (
          <ul key={index} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 8, flex: '0 1 160px' }}>
            {group.map((item, itemIndex) => (
              <li key={itemIndex}>
                <a href={item.url} style={{ textDecoration: 'none', ...cssFor('Color', linkColor) }}>{item.label}</a>
              </li>
            ))}
          </ul>
        ))}
      </div>
      <div style={{ maxWidth: 1120, margin: '32px auto 0', paddingTop: 20, borderTop: '1px solid rgba(148, 163, 184, 0.25)', fontSize: '0.85em', opacity: 0.7 }}>
        {copyright}
      </div>
    </footer>
  );
}
`,
  dataTypes: {
    ...componentBasics(KIT_NAMES.components.footer.name),
    brand: prop('TextInput', 'Northwind', 'Brand', 'Marca'),
    about: prop(
      'TextAreaInput',
      tr(
        'Tools for small teams that care about the details.',
        'Ferramentas para equipes pequenas que cuidam dos detalhes.',
      ),
      'About',
      'Sobre',
    ),
    links: prop(
      'TextAreaInput',
      tr(
        'Features | #features\nPricing | #pricing\nChangelog | #changelog\nAbout | #about\nCareers | #careers\nContact | #contact',
        'Recursos | #recursos\nPreços | #precos\nNovidades | #novidades\nSobre | #sobre\nCarreiras | #carreiras\nContato | #contato',
      ),
      'Links',
      'Links',
    ),
    columns: prop('IntegerInput', 2, 'Link columns', 'Colunas de links', { min: 1, max: 4 }),
    copyright: prop(
      'TextInput',
      tr('© 2025 Northwind. All rights reserved.', '© 2025 Northwind. Todos os direitos reservados.'),
      'Copyright',
      'Direitos autorais',
    ),
    font: prop('FontSelector', FONT.system, 'Font', 'Fonte'),
    fontSize: prop('FontSize', rem(0.95), 'Font size', 'Tamanho da fonte'),
    color: prop('TextColor', '#e2e8f0', 'Text colour', 'Cor do texto'),
    linkColor: prop('Color', '#cbd5e1', 'Link colour', 'Cor dos links'),
    background: prop('BackgroundColor', '#0f172a', 'Background', 'Fundo'),
    align: prop('TextHorizontalAlign', 'left', 'Alignment', 'Alinhamento'),
    padding: at(prop('Spacing', sides(48, 32, 32), 'Padding', 'Espaçamento interno'), {
      tablet: sides(40, 24, 28),
      phone: sides(32, 20, 24),
    }),
    borderWidth: prop('BorderWidth', sides(0), 'Border width', 'Largura da borda'),
    borderStyle: prop('BorderStyle', '', 'Border style', 'Estilo da borda'),
    borderColor: prop('BorderColor', COLOR.line, 'Border colour', 'Cor da borda'),
  },
  dataGroups: [
    group('content', 'Content', 'Conteúdo', ['brand', 'about', 'links', 'columns', 'copyright']),
    group('text', 'Text', 'Texto', ['font', 'fontSize', 'color', 'linkColor', 'align']),
    group('layout', 'Layout', 'Layout', [
      'background',
      'padding',
      'borderWidth',
      'borderStyle',
      'borderColor',
    ]),
  ],
  dataEvents: events(KIT_NAMES.components.footer.name, ['onclick']),
};
