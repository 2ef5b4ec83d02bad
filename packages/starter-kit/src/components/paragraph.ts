import {
  AUTO,
  at,
  COLOR,
  componentBasics,
  events,
  FONT,
  group,
  icon,
  plainText,
  prop,
  px,
  rem,
  type StarterComponent,
  sides,
  size,
} from '../define.ts';
import { KIT_NAMES, type KitText, tr } from '../texts.ts';

export const paragraph: StarterComponent<KitText> = {
  key: 'paragraph',
  ...KIT_NAMES.components.paragraph,
  icon: icon('<path d="M4 6h16"/><path d="M4 10h16"/><path d="M4 14h16"/><path d="M4 18h10"/>'),
  code: `import { cssFor } from 'tessera';

export default function Paragraph({ text, font, fontSize, color, textStyle, align, lineHeight, maxSize, padding }) {
  const blocks = String(text || '').split(/\\n\\s*\\n/).filter((block) => block.trim() !== '');
  const wrapper = {
    ...cssFor('MaxSize', maxSize),
    ...cssFor('Spacing', padding),
    ...cssFor('FontSelector', font),
    ...cssFor('FontSize', fontSize),
    ...cssFor('TextColor', color),
    ...cssFor('TextStyle', textStyle),
    ...cssFor('TextHorizontalAlign', align),
    ...cssFor('LineHeight', lineHeight),
    marginLeft: align === 'center' ? 'auto' : 0,
    marginRight: align === 'center' ? 'auto' : 0,
    overflowWrap: 'anywhere',
  };
  return (
    <div style={wrapper}>
      {blocks.map((block, index) => (
        <p key={index} style={{ margin: index === 0 ? 0 : '1em 0 0', whiteSpace: 'pre-line' }}>
          {block}
        </p>
      ))}
    </div>
  );
}
`,
  dataTypes: {
    ...componentBasics(KIT_NAMES.components.paragraph.name),
    text: prop(
      'TextAreaInput',
      tr(
        'Tell your visitors what makes this place worth their time. Keep sentences short and let the ideas breathe.\n\nA second paragraph can add detail, a quote or the next step you want people to take.',
        'Conte aos seus visitantes por que este lugar vale o tempo deles. Use frases curtas e deixe as ideias respirarem.\n\nUm segundo parágrafo pode trazer detalhes, uma citação ou o próximo passo que você quer que as pessoas deem.',
      ),
      'Text',
      'Texto',
    ),
    font: prop('FontSelector', FONT.system, 'Font', 'Fonte'),
    fontSize: at(prop('FontSize', rem(1.0625), 'Font size', 'Tamanho da fonte'), { phone: rem(1) }),
    color: prop('TextColor', COLOR.body, 'Colour', 'Cor'),
    textStyle: prop('TextStyle', plainText, 'Text style', 'Estilo do texto'),
    align: prop('TextHorizontalAlign', 'left', 'Alignment', 'Alinhamento'),
    lineHeight: prop('LineHeight', { value: 1.7, unit: 'em' }, 'Line height', 'Altura da linha'),
    maxSize: prop('MaxSize', size(px(720), AUTO), 'Maximum size', 'Tamanho máximo'),
    padding: at(prop('Spacing', sides(8, 24), 'Padding', 'Espaçamento interno'), { phone: sides(8, 16) }),
  },
  dataGroups: [
    group('text', 'Text', 'Texto', ['text']),
    group('typography', 'Typography', 'Tipografia', [
      'font',
      'fontSize',
      'color',
      'textStyle',
      'align',
      'lineHeight',
    ]),
    group('layout', 'Layout', 'Layout', ['maxSize', 'padding']),
  ],
  dataEvents: events(KIT_NAMES.components.paragraph.name, ['onclick']),
};
