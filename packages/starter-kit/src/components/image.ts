import {
  AUTO,
  at,
  COLOR,
  componentBasics,
  corners,
  events,
  group,
  icon,
  NO_SHADOW,
  PLACEHOLDER_IMAGE,
  pct,
  prop,
  px,
  type StarterComponent,
  sides,
  size,
} from '../define.ts';
import { KIT_NAMES, type KitText, tr } from '../texts.ts';
import { USE_ANIMATION } from './animation-snippet.ts';

export const image: StarterComponent<KitText> = {
  key: 'image',
  ...KIT_NAMES.components.image,
  icon: icon(
    '<rect x="3" y="4" width="18" height="16" rx="2"/><circle cx="9" cy="10" r="2"/><path d="M21 16l-5-5-9 9"/>',
  ),
  code: `import { useState } from 'react';
import { animationFor, cssFor } from 'tessera';

${USE_ANIMATION}

export default function Image({
  image, size, fit, align, radius, opacity, shadow, shadowColor, shadowInset,
  showCaption, caption, captionColor, padding, animation,
}) {
  const motion = useAnimation(animation);
  const box = {
    ...cssFor('Spacing', padding),
    ...cssFor('HorizontalAlign', align),
    margin: 0,
  };
  const figure = { margin: 0, display: 'flex', flexDirection: 'column', gap: 8, ...cssFor('Size', size), maxWidth: '100%' };
  const img = {
    display: 'block',
    width: '100%',
    height: size && size.height && size.height.value !== 'auto' ? '100%' : 'auto',
    objectFit: fit === 'contain' ? 'contain' : 'cover',
    opacity: typeof opacity === 'number' ? Math.min(1, Math.max(0, opacity)) : 1,
    ...cssFor('BorderRadius', radius),
    ...cssFor('BoxShadow', shadow, { color: shadowColor, inset: shadowInset }),
    ...motion.style,
  };
  return (
    <div style={box}>
      <figure style={figure}>
        {image && image.url ? (
          <img src={image.url} alt={image.alt || ''} style={img} onMouseEnter={motion.onMouseEnter} onClick={motion.onClick} />
        ) : (
          <div style={{ ...img, minHeight: 160, background: '#eef2ff', color: '#6366f1', display: 'flex', alignItems: 'center', justifyContent: 'center', fontFamily: 'system-ui, sans-serif' }}>
            Choose an image
          </div>
        )}
        {showCaption && caption ? (
          <figcaption style={{ fontFamily: 'system-ui, sans-serif', fontSize: '0.875rem', textAlign: 'center', ...cssFor('TextColor', captionColor) }}>
            {caption}
          </figcaption>
        ) : null}
      </figure>
    </div>
  );
}
`,
  dataTypes: {
    ...componentBasics(KIT_NAMES.components.image.name),
    image: prop(
      'ImageSelector',
      {
        url: PLACEHOLDER_IMAGE,
        alt: tr('Hills under a soft violet sky', 'Colinas sob um suave céu violeta'),
      },
      'Image',
      'Imagem',
    ),
    size: prop('Size', size(pct(100), AUTO), 'Size', 'Tamanho'),
    fit: prop('Select', 'cover', 'Fit', 'Ajuste', {
      options: [
        { id: 'cover', value: tr('Fill the box', 'Preencher a caixa') },
        { id: 'contain', value: tr('Show it whole', 'Mostrar inteira') },
      ],
    }),
    align: prop('HorizontalAlign', 'center', 'Alignment', 'Alinhamento'),
    radius: prop('BorderRadius', corners(16), 'Corner radius', 'Raio dos cantos'),
    opacity: prop('DecimalInput', 1, 'Opacity', 'Opacidade', { min: 0, max: 1, step: 0.05 }),
    shadow: prop('BoxShadow', { ...NO_SHADOW, y: px(12), blur: px(32), spread: px(-12) }, 'Shadow', 'Sombra'),
    shadowColor: prop('BoxShadowColor', 'rgba(15, 23, 42, 0.35)', 'Shadow colour', 'Cor da sombra'),
    shadowInset: prop('BoxShadowInset', false, 'Inner shadow', 'Sombra interna'),
    showCaption: prop('Switch', false, 'Show caption', 'Mostrar legenda'),
    caption: prop(
      'TextInput',
      tr('A caption for the picture', 'Uma legenda para a imagem'),
      'Caption',
      'Legenda',
    ),
    captionColor: prop('TextColor', COLOR.muted, 'Caption colour', 'Cor da legenda'),
    padding: at(prop('Spacing', sides(16, 24), 'Padding', 'Espaçamento interno'), { phone: sides(12, 16) }),
    animation: prop('Animation', {}, 'Animation', 'Animação'),
  },
  dataGroups: [
    group('image', 'Image', 'Imagem', ['image', 'fit', 'opacity']),
    group('caption', 'Caption', 'Legenda', ['showCaption', 'caption', 'captionColor']),
    group('layout', 'Layout', 'Layout', ['size', 'align', 'padding']),
    group('style', 'Style', 'Estilo', ['radius', 'shadow', 'shadowColor', 'shadowInset', 'animation']),
  ],
  dataEvents: events(KIT_NAMES.components.image.name, ['onclick', 'onmouseenter', 'onmouseleave']),
};
