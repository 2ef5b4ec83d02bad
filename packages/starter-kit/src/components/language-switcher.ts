import {
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

/**
 * The same page in the site's other languages (issue 26): one link per language, each named in its own language
 * and marked with `hreflang` and `lang`, the current one set apart (`aria-current`). The list comes from the
 * publish (`siteLanguages`, given while "List the site's languages" is on), so the links are plain anchors and
 * need no script. On a site of one language it draws nothing.
 */
export const languageSwitcher: StarterComponent<KitText> = {
  key: 'languageSwitcher',
  ...KIT_NAMES.components.languageSwitcher,
  icon: icon(
    '<circle cx="12" cy="12" r="9"/><path d="M3 12h18"/><path d="M12 3a14 14 0 0 1 0 18"/><path d="M12 3a14 14 0 0 0 0 18"/>',
  ),
  code: `import { cssFor } from 'tessera';

export default function LanguageSwitcher({
  label, listLanguages, siteLanguages, font, fontSize, color, currentColor, gap, align, spacing,
}) {
  const languages = listLanguages && Array.isArray(siteLanguages) ? siteLanguages : [];
  const name = label || undefined;
  if (languages.length < 2) return <nav aria-label={name} style={cssFor('Spacing', spacing)} />;
  const list = {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexWrap: 'wrap',
    gap: Math.max(0, Number(gap) || 0),
    ...cssFor('HorizontalAlign', align),
  };
  return (
    <nav aria-label={name} style={{ ...cssFor('FontSelector', font), ...cssFor('Spacing', spacing) }}>
      <ul style={list}>
        {languages.map((language) => (
          <li key={language.locale}>
            <a
              href={language.href}
              hrefLang={language.locale}
              lang={language.locale}
              aria-current={language.current ? 'page' : undefined}
              style={{
                textDecoration: 'none',
                fontWeight: language.current ? 700 : 500,
                ...cssFor('FontSize', fontSize),
                ...cssFor('Color', language.current ? currentColor : color),
              }}
            >
              {language.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
`,
  dataTypes: {
    ...componentBasics(KIT_NAMES.components.languageSwitcher.name),
    // What screen readers call the list: a text, so it is translated like any other.
    label: prop(
      'TextInput',
      tr('Language', 'Idioma'),
      'Name for screen readers',
      'Nome para leitores de tela',
    ),
    listLanguages: prop('Switch', true, "List the site's languages", 'Listar os idiomas do site', {
      siteLanguages: true,
    }),
    font: prop('FontSelector', FONT.system, 'Font', 'Fonte'),
    fontSize: prop('FontSize', rem(0.9), 'Text size', 'Tamanho do texto'),
    color: prop('Color', COLOR.body, 'Link colour', 'Cor dos links'),
    currentColor: prop('Color', COLOR.ink, 'Current language colour', 'Cor do idioma atual'),
    gap: prop('IntegerInput', 16, 'Space between languages (px)', 'Espaço entre idiomas (px)', {
      min: 0,
      max: 96,
    }),
    align: prop('HorizontalAlign', 'right', 'Alignment', 'Alinhamento'),
    spacing: prop('Spacing', sides(8, 16), 'Padding', 'Espaçamento interno'),
  },
  dataGroups: [
    group('content', 'Content', 'Conteúdo', ['listLanguages', 'label']),
    group('text', 'Text', 'Texto', ['font', 'fontSize', 'color', 'currentColor']),
    group('layout', 'Layout', 'Layout', ['gap', 'align', 'spacing']),
  ],
  dataEvents: events(KIT_NAMES.components.languageSwitcher.name, ['onclick']),
};
