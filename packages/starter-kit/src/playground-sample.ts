/**
 * The playground's sample component (spec: studio §2 and §9): a title and a subtitle with the spec's
 * defaults: title 'Title', font size 2rem, font Arial, centred, min width 200px, max width 700px,
 * padding 10px. Its compiled form is generated (playground-sample.compiled.ts) so that the playground
 * needs neither the network nor the transpiler.
 */
import {
  AUTO,
  componentBasics,
  group,
  plainText,
  prop,
  px,
  rem,
  type StarterComponent,
  sides,
  size,
} from './define.ts';

export const PLAYGROUND_SAMPLE: StarterComponent = {
  key: 'playgroundSample',
  name: 'Title and subtitle',
  description: 'A title with a subtitle: the playground sample.',
  icon: '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"><path d="M5 7h14"/><path d="M12 7v11"/><path d="M8 21h8"/></svg>',
  code: `import { useState } from 'react';
import { animationFor, cssFor } from 'tessera';

export default function TitleAndSubtitle({
  title, titleFont, titleFontSize, titleColor, titleStyle, titleAlign,
  subtitle, subtitleFont, subtitleFontSize, subtitleColor, subtitleStyle, subtitleAlign,
  minSize, maxSize, padding, background, animation,
}) {
  const [run, setRun] = useState('');
  const play = (trigger) => {
    const next = animationFor(animation, trigger);
    if (!next) return;
    setRun('none');
    setTimeout(() => setRun(next), 100);
  };
  const box = {
    margin: '0 auto',
    ...cssFor('MinSize', minSize),
    ...cssFor('MaxSize', maxSize),
    ...cssFor('Spacing', padding),
    ...cssFor('BackgroundColor', background),
    ...cssFor('Animation', animation),
    ...(run ? { animation: run } : {}),
  };
  const heading = {
    margin: 0,
    lineHeight: 1.2,
    overflowWrap: 'anywhere',
    ...cssFor('FontSelector', titleFont),
    ...cssFor('FontSize', titleFontSize),
    ...cssFor('TextColor', titleColor),
    ...cssFor('TextStyle', titleStyle),
    ...cssFor('TextHorizontalAlign', titleAlign),
  };
  const text = {
    margin: '0.5em 0 0',
    lineHeight: 1.5,
    overflowWrap: 'anywhere',
    ...cssFor('FontSelector', subtitleFont),
    ...cssFor('FontSize', subtitleFontSize),
    ...cssFor('TextColor', subtitleColor),
    ...cssFor('TextStyle', subtitleStyle),
    ...cssFor('TextHorizontalAlign', subtitleAlign),
  };
  return (
    <div style={box} onMouseEnter={() => play('hover')} onClick={() => play('click')}>
      <h1 style={heading}>{title}</h1>
      {subtitle ? <p style={text}>{subtitle}</p> : null}
    </div>
  );
}
`,
  dataTypes: {
    ...componentBasics('Title and subtitle'),
    title: prop('TextInput', 'Title', 'Title', 'Título'),
    titleFont: prop('FontSelector', 'Arial, sans-serif', 'Font', 'Fonte'),
    titleFontSize: prop('FontSize', rem(2), 'Font size', 'Tamanho da fonte'),
    titleColor: prop('TextColor', '#1a1b1e', 'Colour', 'Cor'),
    titleStyle: prop('TextStyle', { ...plainText, bold: true }, 'Text style', 'Estilo do texto'),
    titleAlign: prop('TextHorizontalAlign', 'center', 'Alignment', 'Alinhamento'),
    subtitle: prop('TextInput', 'Subtitle', 'Subtitle', 'Subtítulo'),
    subtitleFont: prop('FontSelector', 'Arial, sans-serif', 'Font', 'Fonte'),
    subtitleFontSize: prop('FontSize', rem(1.25), 'Font size', 'Tamanho da fonte'),
    subtitleColor: prop('TextColor', '#5c5f66', 'Colour', 'Cor'),
    subtitleStyle: prop('TextStyle', plainText, 'Text style', 'Estilo do texto'),
    subtitleAlign: prop('TextHorizontalAlign', 'center', 'Alignment', 'Alinhamento'),
    minSize: prop('MinSize', size(px(200), AUTO), 'Minimum size', 'Tamanho mínimo'),
    maxSize: prop('MaxSize', size(px(700), AUTO), 'Maximum size', 'Tamanho máximo'),
    padding: prop('Spacing', sides(10), 'Padding', 'Espaçamento interno'),
    background: prop('BackgroundColor', 'transparent', 'Background', 'Fundo'),
    animation: prop('Animation', {}, 'Animation', 'Animação'),
  },
  dataGroups: [
    group('title', 'Title', 'Título', [
      'title',
      'titleFont',
      'titleFontSize',
      'titleColor',
      'titleStyle',
      'titleAlign',
    ]),
    group('subtitle', 'Subtitle', 'Subtítulo', [
      'subtitle',
      'subtitleFont',
      'subtitleFontSize',
      'subtitleColor',
      'subtitleStyle',
      'subtitleAlign',
    ]),
    group('layout', 'Layout', 'Layout', ['minSize', 'maxSize', 'padding', 'background']),
    group('animation', 'Animation', 'Animação', ['animation']),
  ],
  dataEvents: { label: 'Title and subtitle', events: { mouse: ['onclick'] } },
};
