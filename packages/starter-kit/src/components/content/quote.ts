import {
  AUTO,
  at,
  COLOR,
  componentBasics,
  corners,
  events,
  FONT,
  group,
  icon,
  prop,
  px,
  rem,
  type StarterComponent,
  sides,
  size,
} from '../../define.ts';
import { KIT_NAMES, type KitText, tr } from '../../texts.ts';

/** A friendly monogram portrait (inline SVG): previews stay meaningful without network access. */
export const PLACEHOLDER_PORTRAIT = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">' +
    '<rect width="160" height="160" fill="#c7d2fe"/><circle cx="80" cy="64" r="30" fill="#818cf8"/>' +
    '<path d="M24 160c6-34 30-52 56-52s50 18 56 52z" fill="#6366f1"/></svg>',
)}`;

export const quote: StarterComponent<KitText> = {
  key: 'quote',
  ...KIT_NAMES.components.quote,
  icon: icon(
    '<path d="M10 11H6a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h3a1 1 0 0 1 1 1v5c0 2.5-1.5 4-4 5"/>' +
      '<path d="M19 11h-4a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h3a1 1 0 0 1 1 1v5c0 2.5-1.5 4-4 5"/>',
  ),
  code: `import { cssFor } from 'tessera';

export default function Quote({
  quote, author, role, showPhoto, photo, font, quoteSize, textColor, mutedColor, accentColor,
  align, background, maxSize, padding, radius, borderColor, margin,
}) {
  const centred = align === 'center';
  const frame = {
    boxSizing: 'border-box',
    margin: centred ? '0 auto' : 0,
    width: '100%',
    display: 'flex',
    flexDirection: 'column',
    alignItems: centred ? 'center' : 'flex-start',
    gap: 20,
    textAlign: centred ? 'center' : 'left',
    borderStyle: 'solid',
    borderWidth: 1,
    ...cssFor('BorderColor', borderColor),
    ...cssFor('FontSelector', font),
    ...cssFor('BackgroundColor', background),
    ...cssFor('MaxSize', maxSize),
    ...cssFor('Spacing', padding),
    ...cssFor('BorderRadius', radius),
  };
  const paragraphs = String(quote || '').split(/\\n\\s*\\n/).map((text) => text.trim()).filter(Boolean);
  const picture = showPhoto && photo && photo.url ? photo : null;
  return (
    <div style={cssFor('Spacing', margin)}>
      <figure style={frame}>
        <svg viewBox="0 0 24 24" width="36" height="36" aria-hidden="true" focusable="false" style={cssFor('Color', accentColor)}>
          <path fill="currentColor" d="M9.6 6C6.5 7.4 4.5 10 4.5 13.6c0 2.6 1.6 4.4 3.7 4.4 1.9 0 3.3-1.4 3.3-3.2 0-1.8-1.3-3.1-3-3.1-.3 0-.7 0-.9.1.4-1.8 2-3.5 3.8-4.4zm9 0c-3.1 1.4-5.1 4-5.1 7.6 0 2.6 1.6 4.4 3.7 4.4 1.9 0 3.3-1.4 3.3-3.2 0-1.8-1.3-3.1-3-3.1-.3 0-.7 0-.9.1.4-1.8 2-3.5 3.8-4.4z" />
        </svg>
        <blockquote style={{ margin: 0, display: 'flex', flexDirection: 'column', gap: 12, lineHeight: 1.5, fontWeight: 500, ...cssFor('FontSize', quoteSize), ...cssFor('TextColor', textColor) }}>
          {paragraphs.map((text, index) => (
            <p key={index} style={{ margin: 0 }}>{text}</p>
          ))}
        </blockquote>
        <figcaption style={{ display: 'flex', alignItems: 'center', gap: 12, textAlign: 'left' }}>
          {picture ? (
            <img src={picture.url} alt={picture.alt || ''} width="48" height="48" style={{ width: 48, height: 48, borderRadius: '50%', objectFit: 'cover', flex: 'none' }} />
          ) : null}
          <span style={{ display: 'flex', flexDirection: 'column', lineHeight: 1.35 }}>
            <cite style={{ fontStyle: 'normal', fontWeight: 600, ...cssFor('TextColor', textColor) }}>{author}</cite>
            {role ? <span style={{ fontSize: '0.9em', ...cssFor('TextColor', mutedColor) }}>{role}</span> : null}
          </span>
        </figcaption>
      </figure>
    </div>
  );
}
`,
  dataTypes: {
    ...componentBasics(KIT_NAMES.components.quote.name),
    quote: prop(
      'TextAreaInput',
      tr(
        'We rebuilt our whole site in an afternoon. The team finally edits pages without waiting on anyone.',
        'Refizemos nosso site inteiro em uma tarde. O time finalmente edita as páginas sem esperar por ninguém.',
      ),
      'Quote',
      'Citação',
    ),
    author: prop('TextInput', 'Ana Ribeiro', 'Name', 'Nome'),
    role: prop(
      'TextInput',
      tr('Head of Marketing, Northwind', 'Diretora de Marketing, Northwind'),
      'Role',
      'Cargo',
    ),
    showPhoto: prop('SwitchCard', true, 'Show photo', 'Mostrar foto'),
    photo: prop('ImageSelector', { url: PLACEHOLDER_PORTRAIT, alt: '' }, 'Photo', 'Foto'),
    font: prop('FontSelector', FONT.system, 'Font', 'Fonte'),
    quoteSize: at(prop('FontSize', rem(1.25), 'Quote size', 'Tamanho da citação'), { phone: rem(1.125) }),
    textColor: prop('TextColor', COLOR.ink, 'Text colour', 'Cor do texto'),
    mutedColor: prop('TextColor', COLOR.muted, 'Role colour', 'Cor do cargo'),
    accentColor: prop('Color', COLOR.accent, 'Quotation mark colour', 'Cor das aspas'),
    align: prop('Select', 'left', 'Alignment', 'Alinhamento', {
      options: [
        { id: 'left', value: tr('Left', 'Esquerda') },
        { id: 'center', value: tr('Centred', 'Centralizado') },
      ],
    }),
    background: prop('BackgroundColor', COLOR.white, 'Background', 'Fundo'),
    borderColor: prop('BorderColor', COLOR.line, 'Border colour', 'Cor da borda'),
    maxSize: prop('MaxSize', size(px(720), AUTO), 'Maximum size', 'Tamanho máximo'),
    padding: at(prop('Spacing', sides(32), 'Padding', 'Espaçamento interno'), { phone: sides(22) }),
    radius: prop('BorderRadius', corners(20), 'Corner radius', 'Raio dos cantos'),
    margin: prop('Spacing', sides(8, 0), 'Outer spacing', 'Espaçamento externo'),
  },
  dataGroups: [
    group('content', 'Content', 'Conteúdo', ['quote', 'author', 'role', 'showPhoto', 'photo']),
    group('text', 'Text', 'Texto', ['font', 'quoteSize', 'textColor', 'mutedColor', 'accentColor', 'align']),
    group('frame', 'Frame', 'Moldura', [
      'background',
      'borderColor',
      'maxSize',
      'padding',
      'radius',
      'margin',
    ]),
  ],
  dataEvents: events(KIT_NAMES.components.quote.name, ['onclick']),
};
