import {
  AUTO,
  at,
  COLOR,
  componentBasics,
  corners,
  events,
  group,
  icon,
  prop,
  px,
  type StarterComponent,
  sides,
  size,
} from '../../define.ts';
import { KIT_NAMES, type KitText, tr } from '../../texts.ts';

export const section: StarterComponent<KitText> = {
  key: 'section',
  ...KIT_NAMES.components.section,
  slots: 1,
  icon: icon(
    '<rect x="3" y="4" width="18" height="16" rx="2"/><rect x="7" y="8" width="10" height="8" rx="1"/>',
  ),
  code: `import { cssFor } from 'tessera';

const TAGS = ['section', 'header', 'footer', 'aside', 'div'];

export default function Section({
  slot1, tag, label, background, backgroundImage, imagePosition, overlay, color,
  contentWidth, minSize, padding, gap, radius,
}) {
  const Tag = TAGS.includes(tag) ? tag : 'section';
  const image = backgroundImage && typeof backgroundImage.url === 'string' ? backgroundImage.url.trim() : '';
  const layers = image ? [overlay ? 'linear-gradient(' + overlay + ', ' + overlay + ')' : null, 'url(' + JSON.stringify(image) + ')'] : [];
  const frame = {
    position: 'relative',
    boxSizing: 'border-box',
    width: '100%',
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'center',
    ...cssFor('BackgroundColor', background),
    ...(image
      ? { backgroundImage: layers.filter(Boolean).join(', '), backgroundSize: 'cover', backgroundPosition: imagePosition || 'center' }
      : {}),
    ...cssFor('TextColor', color),
    ...cssFor('MinSize', minSize),
    ...cssFor('Spacing', padding),
    ...cssFor('BorderRadius', radius),
  };
  const content = {
    boxSizing: 'border-box',
    width: '100%',
    margin: '0 auto',
    display: 'flex',
    flexDirection: 'column',
    ...cssFor('MaxSize', contentWidth),
    ...cssFor('SliderUnit', gap, { cssProperty: 'gap' }),
  };
  const name = typeof label === 'string' && label.trim() ? label.trim() : undefined;
  return (
    <Tag style={frame} aria-label={name}>
      <div style={content}>{slot1}</div>
    </Tag>
  );
}
`,
  dataTypes: {
    ...componentBasics(KIT_NAMES.components.section.name),
    tag: prop('Select', 'section', 'HTML element', 'Elemento HTML', {
      options: [
        { id: 'section', value: tr('Section', 'Seção') },
        { id: 'header', value: tr('Header', 'Cabeçalho') },
        { id: 'footer', value: tr('Footer', 'Rodapé') },
        { id: 'aside', value: tr('Aside', 'Conteúdo lateral') },
        { id: 'div', value: tr('Plain box', 'Caixa simples') },
      ],
    }),
    label: prop('TextInput', '', 'Name for screen readers', 'Nome para leitores de tela'),
    background: prop('BackgroundColor', COLOR.soft, 'Background colour', 'Cor de fundo'),
    backgroundImage: prop('ImageSelector', { url: '', alt: '' }, 'Background image', 'Imagem de fundo'),
    imagePosition: prop('Select', 'center', 'Image position', 'Posição da imagem', {
      options: [
        { id: 'center', value: tr('Centre', 'Centro') },
        { id: 'top', value: tr('Top', 'Topo') },
        { id: 'bottom', value: tr('Bottom', 'Base') },
      ],
    }),
    overlay: prop('Color', 'rgba(17, 24, 39, 0.45)', 'Image overlay', 'Camada sobre a imagem'),
    color: prop('TextColor', COLOR.body, 'Text colour', 'Cor do texto'),
    contentWidth: prop('MaxSize', size(px(1120), AUTO), 'Content width', 'Largura do conteúdo'),
    minSize: prop('MinSize', size(AUTO, AUTO), 'Minimum size', 'Tamanho mínimo'),
    padding: at(prop('Spacing', sides(72, 24), 'Padding', 'Espaçamento interno'), {
      tablet: sides(56, 24),
      phone: sides(40, 20),
    }),
    gap: prop('SliderUnit', px(16), 'Space between blocks', 'Espaço entre blocos', { min: 0, max: 160 }),
    radius: prop('BorderRadius', corners(0), 'Corner radius', 'Raio dos cantos'),
  },
  dataGroups: [
    group('content', 'Content', 'Conteúdo', ['tag', 'label']),
    group('background', 'Background', 'Fundo', [
      'background',
      'backgroundImage',
      'imagePosition',
      'overlay',
      'color',
    ]),
    group('layout', 'Layout', 'Layout', ['contentWidth', 'minSize', 'padding', 'gap', 'radius']),
  ],
  dataEvents: events(KIT_NAMES.components.section.name, ['onclick', 'onmouseenter', 'onmouseleave']),
};
