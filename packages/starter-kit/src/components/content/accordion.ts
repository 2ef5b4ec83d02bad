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
  pct,
  prop,
  rem,
  type StarterComponent,
  sides,
  size,
} from '../../define.ts';
import { KIT_NAMES, type KitText, tr } from '../../texts.ts';

export const accordion: StarterComponent<KitText> = {
  key: 'accordion',
  ...KIT_NAMES.components.accordion,
  icon: icon(
    '<rect x="3" y="4" width="18" height="5" rx="1"/><rect x="3" y="11" width="18" height="9" rx="1"/><path d="M15 6l1.5 1.5L18 6"/>',
  ),
  // <details>/<summary>: the browser's own disclosure, keyboard and screen-reader ready, open and closed
  // without JavaScript. Only the marker and the chevron's turn need a selector, hence the style element.
  code: `import { cssFor } from 'tessera';

const CSS =
  '.tessera-faq summary{list-style:none}' +
  '.tessera-faq summary::-webkit-details-marker{display:none}' +
  '.tessera-faq summary:focus-visible{outline:2px solid currentColor;outline-offset:4px;border-radius:4px}' +
  '.tessera-faq details[open]>summary .tessera-faq-chevron{transform:rotate(180deg)}' +
  '.tessera-faq-chevron{transition:transform .2s ease}' +
  '@media (prefers-reduced-motion:reduce){.tessera-faq-chevron{transition:none}}';

/** Blocks separated by a blank line: the first line is the question, the rest the answer. */
function readItems(text) {
  return String(text || '')
    .split(/\\n\\s*\\n/)
    .map((block) => block.split('\\n').map((line) => line.trim()).filter(Boolean))
    .filter((lines) => lines.length > 0)
    .map(([question, ...answer]) => ({ question, answer }));
}

export default function Accordion({
  items, openFirst, font, questionSize, questionColor, answerColor, iconColor, dividerColor,
  background, maxSize, padding, radius,
}) {
  const list = readItems(items);
  const frame = {
    boxSizing: 'border-box',
    width: '100%',
    margin: '0 auto',
    ...cssFor('FontSelector', font),
    ...cssFor('BackgroundColor', background),
    ...cssFor('MaxSize', maxSize),
    ...cssFor('Spacing', padding),
    ...cssFor('BorderRadius', radius),
  };
  const divider = { borderBottomStyle: 'solid', borderBottomWidth: 1, ...cssFor('BorderColor', dividerColor) };
  return (
    <div className="tessera-faq" style={frame}>
      <style>{CSS}</style>
      {list.map((item, index) => (
        <details key={index} open={openFirst && index === 0 ? true : undefined} style={index < list.length - 1 ? divider : undefined}>
          <summary style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 16, padding: '18px 0', cursor: 'pointer', fontWeight: 600, lineHeight: 1.4, ...cssFor('FontSize', questionSize), ...cssFor('TextColor', questionColor) }}>
            <span>{item.question}</span>
            <svg className="tessera-faq-chevron" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" style={{ flex: 'none', ...cssFor('Color', iconColor) }}>
              <path d="M6 9l6 6l6 -6" />
            </svg>
          </summary>
          <div style={{ paddingBottom: 18, display: 'flex', flexDirection: 'column', gap: 8, lineHeight: 1.6, ...cssFor('TextColor', answerColor) }}>
            {item.answer.map((line, lineIndex) => (
              <p key={lineIndex} style={{ margin: 0 }}>{line}</p>
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}
`,
  dataTypes: {
    ...componentBasics(KIT_NAMES.components.accordion.name),
    items: prop(
      'TextAreaInput',
      tr(
        'Can I try it for free?\nYes. Every plan starts with 14 days free, no card needed.\n\n' +
          'Can I use my own domain?\nOf course: point your domain at us and your pages follow.\n\n' +
          'Can I cancel at any time?\nYes, from your account settings, with one click.',
        'Posso testar de graça?\nSim. Todo plano começa com 14 dias grátis, sem cartão.\n\n' +
          'Posso usar meu próprio domínio?\nClaro: aponte seu domínio para nós e suas páginas o acompanham.\n\n' +
          'Posso cancelar quando quiser?\nSim, nas configurações da sua conta, com um clique.',
      ),
      'Questions and answers (question on the first line, a blank line between them)',
      'Perguntas e respostas (a pergunta na primeira linha, uma linha em branco entre elas)',
    ),
    openFirst: prop('Switch', true, 'First one open', 'Primeira aberta'),
    font: prop('FontSelector', FONT.system, 'Font', 'Fonte'),
    questionSize: at(prop('FontSize', rem(1.0625), 'Question size', 'Tamanho da pergunta'), {
      phone: rem(1),
    }),
    questionColor: prop('TextColor', COLOR.ink, 'Question colour', 'Cor da pergunta'),
    answerColor: prop('TextColor', COLOR.body, 'Answer colour', 'Cor da resposta'),
    iconColor: prop('Color', COLOR.accent, 'Arrow colour', 'Cor da seta'),
    dividerColor: prop('BorderColor', COLOR.line, 'Divider colour', 'Cor do divisor'),
    background: prop('BackgroundColor', '', 'Background', 'Fundo'),
    maxSize: prop('MaxSize', size(pct(100), AUTO), 'Maximum size', 'Tamanho máximo'),
    padding: prop('Spacing', sides(0), 'Padding', 'Espaçamento interno'),
    radius: prop('BorderRadius', corners(0), 'Corner radius', 'Raio dos cantos'),
  },
  dataGroups: [
    group('content', 'Content', 'Conteúdo', ['items', 'openFirst']),
    group('text', 'Text', 'Texto', ['font', 'questionSize', 'questionColor', 'answerColor', 'iconColor']),
    group('frame', 'Frame', 'Moldura', ['dividerColor', 'background', 'maxSize', 'padding', 'radius']),
  ],
  dataEvents: events(KIT_NAMES.components.accordion.name, ['onclick']),
};
