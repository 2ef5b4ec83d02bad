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
  type StarterComponent,
  shadow,
  sides,
  size,
} from '../../define.ts';
import { KIT_NAMES, type KitText, tr } from '../../texts.ts';
import { SAFE_HREF } from '../link-snippets.ts';

export const pricingCard: StarterComponent<KitText> = {
  key: 'pricingCard',
  ...KIT_NAMES.components.pricingCard,
  icon: icon(
    '<rect x="4" y="3" width="16" height="18" rx="2"/><path d="M8 7h5"/><path d="M8 11h8"/><path d="M8 14h8"/><rect x="8" y="17" width="8" height="2" rx="1"/>',
  ),
  code: `import { cssFor } from 'tessera';

function hrefOf(link) {
  const raw = typeof link === 'string' ? link : link && typeof link.href === 'string' ? link.href : '';
  const href = raw.trim();
  return ${SAFE_HREF}.test(href) ? href : undefined;
}

export default function PricingCard({
  plan, price, period, description, features, buttonLabel, buttonLink, highlighted, badge,
  font, accentColor, textColor, mutedColor, background, borderColor, maxSize, padding, radius, shadow, shadowColor,
}) {
  const lines = String(features || '').split('\\n').map((line) => line.trim()).filter(Boolean);
  const accent = cssFor('Color', accentColor).color || '#4f46e5';
  const card = {
    boxSizing: 'border-box',
    width: '100%',
    height: '100%',
    margin: '0 auto',
    display: 'flex',
    flexDirection: 'column',
    gap: 20,
    borderStyle: 'solid',
    borderWidth: highlighted ? 2 : 1,
    ...cssFor('BorderColor', borderColor),
    ...(highlighted ? { borderColor: accent } : {}),
    ...cssFor('FontSelector', font),
    ...cssFor('TextColor', textColor),
    ...cssFor('BackgroundColor', background),
    ...cssFor('MaxSize', maxSize),
    ...cssFor('Spacing', padding),
    ...cssFor('BorderRadius', radius),
    ...cssFor('BoxShadow', shadow, { color: shadowColor }),
  };
  const button = {
    marginTop: 'auto',
    display: 'block',
    textAlign: 'center',
    textDecoration: 'none',
    fontWeight: 600,
    padding: '12px 20px',
    borderRadius: 999,
    border: '1px solid ' + accent,
    background: highlighted ? accent : 'transparent',
    color: highlighted ? '#ffffff' : accent,
  };
  return (
    <article style={card}>
      <header style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12, flexWrap: 'wrap' }}>
          <h3 style={{ margin: 0, fontSize: '1.125rem', fontWeight: 700 }}>{plan}</h3>
          {highlighted && badge ? (
            <span style={{ fontSize: '0.75rem', fontWeight: 700, padding: '4px 10px', borderRadius: 999, background: accent, color: '#ffffff' }}>{badge}</span>
          ) : null}
        </div>
        <p style={{ margin: 0, display: 'flex', alignItems: 'baseline', gap: 6 }}>
          <span style={{ fontSize: '2.5rem', fontWeight: 800, letterSpacing: '-0.02em', lineHeight: 1.1 }}>{price}</span>
          {period ? <span style={cssFor('TextColor', mutedColor)}>{period}</span> : null}
        </p>
        {description ? <p style={{ margin: 0, lineHeight: 1.5, ...cssFor('TextColor', mutedColor) }}>{description}</p> : null}
      </header>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 10 }}>
        {lines.map((line, index) => (
          <li key={index} style={{ display: 'flex', gap: 10, alignItems: 'flex-start', lineHeight: 1.45 }}>
            <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke={accent} strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" style={{ flex: 'none', marginTop: 2 }}>
              <path d="M5 12l5 5l10 -10" />
            </svg>
            <span>{line}</span>
          </li>
        ))}
      </ul>
      {buttonLabel ? (
        <a href={hrefOf(buttonLink)} style={button}>{buttonLabel}</a>
      ) : null}
    </article>
  );
}
`,
  dataTypes: {
    ...componentBasics(KIT_NAMES.components.pricingCard.name),
    plan: prop('TextInput', tr('Team', 'Time'), 'Plan name', 'Nome do plano'),
    price: prop('TextInput', tr('$29', 'R$ 99'), 'Price', 'Preço'),
    period: prop('TextInput', tr('per month', 'por mês'), 'Period', 'Período'),
    description: prop(
      'TextAreaInput',
      tr('For growing teams that publish every week.', 'Para times em crescimento que publicam toda semana.'),
      'Description',
      'Descrição',
    ),
    features: prop(
      'TextAreaInput',
      tr(
        'Unlimited pages\nYour own domain\n10 editors\nPriority support',
        'Páginas ilimitadas\nSeu próprio domínio\n10 editores\nSuporte prioritário',
      ),
      'Features (one per line)',
      'Recursos (um por linha)',
    ),
    buttonLabel: prop(
      'TextInput',
      tr('Start free trial', 'Comece o teste grátis'),
      'Button label',
      'Texto do botão',
    ),
    buttonLink: prop('TextInput', '#', 'Button link', 'Link do botão'),
    highlighted: prop('Switch', false, 'Highlight this plan', 'Destacar este plano'),
    badge: prop('TextInput', tr('Most popular', 'Mais escolhido'), 'Badge', 'Selo'),
    font: prop('FontSelector', FONT.system, 'Font', 'Fonte'),
    accentColor: prop('Color', COLOR.accent, 'Accent colour', 'Cor de destaque'),
    textColor: prop('TextColor', COLOR.ink, 'Text colour', 'Cor do texto'),
    mutedColor: prop('TextColor', COLOR.muted, 'Secondary text colour', 'Cor do texto secundário'),
    background: prop('BackgroundColor', COLOR.white, 'Background', 'Fundo'),
    borderColor: prop('BorderColor', COLOR.line, 'Border colour', 'Cor da borda'),
    maxSize: prop('MaxSize', size(px(380), AUTO), 'Maximum size', 'Tamanho máximo'),
    padding: at(prop('Spacing', sides(28), 'Padding', 'Espaçamento interno'), { phone: sides(22) }),
    radius: prop('BorderRadius', corners(20), 'Corner radius', 'Raio dos cantos'),
    shadow: prop('BoxShadow', shadow(0, 12, 32, -16), 'Shadow', 'Sombra'),
    shadowColor: prop('BoxShadowColor', 'rgba(15, 23, 42, 0.18)', 'Shadow colour', 'Cor da sombra'),
  },
  dataGroups: [
    group('plan', 'Plan', 'Plano', ['plan', 'price', 'period', 'description', 'features']),
    group('action', 'Call to action', 'Chamada para ação', [
      'buttonLabel',
      'buttonLink',
      'highlighted',
      'badge',
    ]),
    group('text', 'Text', 'Texto', ['font', 'accentColor', 'textColor', 'mutedColor']),
    group('frame', 'Frame', 'Moldura', [
      'background',
      'borderColor',
      'maxSize',
      'padding',
      'radius',
      'shadow',
      'shadowColor',
    ]),
  ],
  dataEvents: events(KIT_NAMES.components.pricingCard.name, ['onclick', 'onmouseenter', 'onmouseleave']),
};
