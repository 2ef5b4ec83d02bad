import {
  at,
  COLOR,
  componentBasics,
  corners,
  events,
  FONT,
  group,
  icon,
  NO_TEXT_SHADOW,
  prop,
  rem,
  type StarterComponent,
  sides,
  weightText,
} from '../define.ts';
import { KIT_NAMES, type KitText, tr } from '../texts.ts';
import { USE_ANIMATION } from './animation-snippet.ts';

export const heading: StarterComponent<KitText> = {
  key: 'heading',
  ...KIT_NAMES.components.heading,
  icon: icon('<path d="M6 4v16"/><path d="M18 4v16"/><path d="M6 12h12"/>'),
  code: `import { useState } from 'react';
import { animationFor, cssFor } from 'tessera';

${USE_ANIMATION}

export default function Heading({
  text, level, font, fontSize, color, textStyle, align, letterSpacing, lineHeight,
  textShadow, textShadowColor, background, radius, padding, animation,
}) {
  const Tag = ['h1', 'h2', 'h3', 'h4'].includes(level) ? level : 'h2';
  const motion = useAnimation(animation);
  const style = {
    margin: 0,
    overflowWrap: 'anywhere',
    ...cssFor('FontSelector', font),
    ...cssFor('FontSize', fontSize),
    ...cssFor('TextColor', color),
    ...cssFor('TextStyle', textStyle),
    ...cssFor('TextHorizontalAlign', align),
    ...cssFor('LetterSpacing', letterSpacing),
    ...cssFor('LineHeight', lineHeight),
    ...cssFor('TextShadow', textShadow, { color: textShadowColor }),
    ...cssFor('BackgroundColor', background),
    ...cssFor('BorderRadius', radius),
    ...cssFor('Spacing', padding),
    ...motion.style,
  };
  return (
    <Tag style={style} onMouseEnter={motion.onMouseEnter} onClick={motion.onClick}>
      {text}
    </Tag>
  );
}
`,
  dataTypes: {
    ...componentBasics(KIT_NAMES.components.heading.name),
    text: prop(
      'TextInput',
      tr('Build something people love', 'Crie algo que as pessoas amem'),
      'Text',
      'Texto',
    ),
    level: prop('Select', 'h2', 'Level', 'Nível', {
      options: [
        { id: 'h1', value: tr('Heading 1', 'Título 1') },
        { id: 'h2', value: tr('Heading 2', 'Título 2') },
        { id: 'h3', value: tr('Heading 3', 'Título 3') },
        { id: 'h4', value: tr('Heading 4', 'Título 4') },
      ],
    }),
    font: prop('FontSelector', FONT.system, 'Font', 'Fonte'),
    fontSize: at(prop('FontSize', rem(2.25), 'Font size', 'Tamanho da fonte'), {
      tablet: rem(1.875),
      phone: rem(1.625),
    }),
    color: prop('TextColor', COLOR.ink, 'Colour', 'Cor'),
    textStyle: prop('TextStyle', weightText(700), 'Text style', 'Estilo do texto'),
    align: prop('TextHorizontalAlign', 'left', 'Alignment', 'Alinhamento'),
    letterSpacing: prop(
      'LetterSpacing',
      { value: -0.02, unit: 'em' },
      'Letter spacing',
      'Espaçamento entre letras',
    ),
    lineHeight: prop('LineHeight', { value: 1.2, unit: 'em' }, 'Line height', 'Altura da linha'),
    textShadow: prop('TextShadow', NO_TEXT_SHADOW, 'Text shadow', 'Sombra do texto'),
    textShadowColor: prop('TextShadowColor', 'rgba(17, 24, 39, 0.25)', 'Shadow colour', 'Cor da sombra'),
    background: prop('BackgroundColor', 'transparent', 'Background', 'Fundo'),
    radius: prop('BorderRadius', corners(0), 'Corner radius', 'Raio dos cantos'),
    padding: at(prop('Spacing', sides(16, 24), 'Padding', 'Espaçamento interno'), { phone: sides(12, 16) }),
    animation: prop('Animation', {}, 'Animation', 'Animação'),
  },
  dataGroups: [
    group('text', 'Text', 'Texto', ['text', 'level']),
    group('typography', 'Typography', 'Tipografia', [
      'font',
      'fontSize',
      'color',
      'textStyle',
      'align',
      'letterSpacing',
      'lineHeight',
    ]),
    group('effects', 'Effects', 'Efeitos', ['textShadow', 'textShadowColor', 'animation']),
    group('box', 'Box', 'Caixa', ['background', 'radius', 'padding']),
  ],
  dataEvents: events(KIT_NAMES.components.heading.name, ['onclick', 'onmouseenter', 'onmouseleave']),
};
