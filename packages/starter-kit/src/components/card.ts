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
  PLACEHOLDER_IMAGE,
  prop,
  px,
  rem,
  type StarterComponent,
  shadow,
  sides,
  size,
} from '../define.ts';
import { KIT_NAMES, type KitText, tr } from '../texts.ts';
import { SAFE_HREF } from './link-snippets.ts';

export const card: StarterComponent<KitText> = {
  key: 'card',
  ...KIT_NAMES.components.card,
  icon: icon(
    '<rect x="4" y="3" width="16" height="18" rx="2"/><path d="M4 10h16"/><path d="M8 14h8"/><path d="M8 17h5"/>',
  ),
  code: `import { cssFor } from 'tessera';

export default function Card({
  showImage, image, imageHeight, title, text, linkLabel, link, font, titleSize, titleColor, textColor,
  linkColor, background, maxSize, padding, radius, borderStyle, borderWidth, borderColor,
  shadow, shadowColor, shadowInset, margin,
}) {
  const href = typeof link === 'string' && ${SAFE_HREF}.test(link.trim()) ? link.trim() : undefined;
  const frame = {
    overflow: 'hidden',
    display: 'flex',
    flexDirection: 'column',
    width: '100%',
    ...cssFor('MaxSize', maxSize),
    ...cssFor('BackgroundColor', background),
    ...cssFor('BorderRadius', radius),
    ...cssFor('BorderStyle', borderStyle),
    ...cssFor('BorderWidth', borderWidth),
    ...cssFor('BorderColor', borderColor),
    ...cssFor('BoxShadow', shadow, { color: shadowColor, inset: shadowInset }),
    ...cssFor('FontSelector', font),
  };
  const picture = {
    display: 'block',
    width: '100%',
    objectFit: 'cover',
    ...cssFor('SliderUnit', imageHeight, { cssProperty: 'height' }),
  };
  return (
    <div style={{ ...cssFor('Spacing', margin), display: 'flex', justifyContent: 'center' }}>
      <article style={frame}>
        {showImage && image && image.url ? <img src={image.url} alt={image.alt || ''} style={picture} /> : null}
        <div style={{ ...cssFor('Spacing', padding), display: 'flex', flexDirection: 'column', gap: 10 }}>
          <h3 style={{ margin: 0, lineHeight: 1.25, fontWeight: 700, ...cssFor('FontSize', titleSize), ...cssFor('TextColor', titleColor) }}>
            {title}
          </h3>
          <p style={{ margin: 0, lineHeight: 1.6, fontSize: '0.975rem', ...cssFor('TextColor', textColor) }}>{text}</p>
          {linkLabel ? (
            <a href={href} style={{ marginTop: 6, fontWeight: 600, textDecoration: 'none', fontSize: '0.95rem', ...cssFor('Color', linkColor) }}>
              {linkLabel} →
            </a>
          ) : null}
        </div>
      </article>
    </div>
  );
}
`,
  dataTypes: {
    ...componentBasics(KIT_NAMES.components.card.name),
    showImage: prop('SwitchCard', true, 'Show image', 'Mostrar imagem'),
    image: prop(
      'ImageSelector',
      { url: PLACEHOLDER_IMAGE, alt: tr('Abstract violet hills', 'Colinas violeta abstratas') },
      'Image',
      'Imagem',
    ),
    imageHeight: prop('SliderUnit', px(180), 'Image height', 'Altura da imagem', { min: 80, max: 480 }),
    title: prop('TextInput', tr('Designed for focus', 'Feito para o foco'), 'Title', 'Título'),
    text: prop(
      'TextAreaInput',
      tr(
        'Everything you need on one calm screen, so your team spends its time on the work that matters.',
        'Tudo o que você precisa em uma tela tranquila, para sua equipe dedicar o tempo ao trabalho que importa.',
      ),
      'Text',
      'Texto',
    ),
    linkLabel: prop('TextInput', tr('Learn more', 'Saiba mais'), 'Link label', 'Texto do link'),
    link: prop('TextInput', '#', 'Link', 'Link'),
    font: prop('FontSelector', FONT.system, 'Font', 'Fonte'),
    titleSize: at(prop('FontSize', rem(1.25), 'Title size', 'Tamanho do título'), { phone: rem(1.125) }),
    titleColor: prop('TextColor', COLOR.ink, 'Title colour', 'Cor do título'),
    textColor: prop('TextColor', COLOR.muted, 'Text colour', 'Cor do texto'),
    linkColor: prop('Color', COLOR.accent, 'Link colour', 'Cor do link'),
    background: prop('BackgroundColor', COLOR.white, 'Background', 'Fundo'),
    maxSize: prop('MaxSize', size(px(380), AUTO), 'Maximum size', 'Tamanho máximo'),
    padding: prop('Spacing', sides(20, 22, 24), 'Padding', 'Espaçamento interno'),
    radius: prop('BorderRadius', corners(16), 'Corner radius', 'Raio dos cantos'),
    borderStyle: prop('BorderStyle', 'solid', 'Border style', 'Estilo da borda'),
    borderWidth: prop('BorderWidth', sides(1), 'Border width', 'Largura da borda'),
    borderColor: prop('BorderColor', COLOR.line, 'Border colour', 'Cor da borda'),
    shadow: prop('BoxShadow', shadow(0, 10, 30, -12), 'Shadow', 'Sombra'),
    shadowColor: prop('BoxShadowColor', 'rgba(15, 23, 42, 0.18)', 'Shadow colour', 'Cor da sombra'),
    shadowInset: prop('BoxShadowInset', false, 'Inner shadow', 'Sombra interna'),
    margin: at(prop('Spacing', sides(16, 24), 'Outer spacing', 'Espaçamento externo'), {
      phone: sides(12, 16),
    }),
  },
  dataGroups: [
    group('content', 'Content', 'Conteúdo', ['title', 'text', 'linkLabel', 'link']),
    group('image', 'Image', 'Imagem', ['showImage', 'image', 'imageHeight']),
    group('text', 'Text', 'Texto', ['font', 'titleSize', 'titleColor', 'textColor', 'linkColor']),
    group('frame', 'Frame', 'Moldura', [
      'background',
      'maxSize',
      'padding',
      'radius',
      'borderStyle',
      'borderWidth',
      'borderColor',
      'shadow',
      'shadowColor',
      'shadowInset',
      'margin',
    ]),
  ],
  dataEvents: events(KIT_NAMES.components.card.name, ['onclick', 'onmouseenter', 'onmouseleave']),
};
