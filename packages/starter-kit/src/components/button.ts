import {
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
  shadow,
  sides,
  weightText,
} from '../define.ts';
import { KIT_NAMES, type KitText, tr } from '../texts.ts';
import { USE_ANIMATION } from './animation-snippet.ts';
import { SAFE_HREF } from './link-snippets.ts';

export const button: StarterComponent<KitText> = {
  key: 'button',
  ...KIT_NAMES.components.button,
  icon: icon('<rect x="3" y="7" width="18" height="10" rx="5"/><path d="M9 12h6"/>'),
  code: `import { useState } from 'react';
import { animationFor, cssFor } from 'tessera';

${USE_ANIMATION}

/** The link as the platform resolves it; a text link from an earlier Button (with its newTab switch) is read too. */
function anchorOf(link, newTab) {
  if (link && typeof link === 'object') return link;
  const text = typeof link === 'string' ? link.trim() : '';
  const href = ${SAFE_HREF}.test(text) ? text : null;
  return { href, target: href && newTab ? '_blank' : null, rel: href && newTab ? 'noopener noreferrer' : null };
}

export default function Button({
  label, link, newTab, align, font, fontSize, textStyle, color, background,
  padding, radius, borderStyle, borderWidth, borderColor, shadow, shadowColor, margin, animation,
}) {
  const motion = useAnimation(animation);
  const anchor = anchorOf(link, newTab);
  const style = {
    display: 'inline-block',
    textDecoration: 'none',
    cursor: 'pointer',
    ...cssFor('FontSelector', font),
    ...cssFor('FontSize', fontSize),
    ...cssFor('TextStyle', textStyle),
    ...cssFor('Color', color),
    ...cssFor('BackgroundColor', background),
    ...cssFor('Spacing', padding),
    ...cssFor('BorderRadius', radius),
    ...cssFor('BorderStyle', borderStyle),
    ...cssFor('BorderWidth', borderWidth),
    ...cssFor('BorderColor', borderColor),
    ...cssFor('BoxShadow', shadow, { color: shadowColor }),
    lineHeight: 1.2,
    ...motion.style,
  };
  const wrapper = { ...cssFor('HorizontalAlign', align), ...cssFor('Spacing', margin) };
  // A real link when it goes somewhere; without one (or to a page that no longer exists), plain text.
  return (
    <div style={wrapper}>
      {anchor.href ? (
        <a
          href={anchor.href}
          target={anchor.target || undefined}
          rel={anchor.rel || undefined}
          style={style}
          onMouseEnter={motion.onMouseEnter}
          onClick={motion.onClick}
        >
          {label}
        </a>
      ) : (
        <span style={style} onMouseEnter={motion.onMouseEnter} onClick={motion.onClick}>
          {label}
        </span>
      )}
    </div>
  );
}
`,
  dataTypes: {
    ...componentBasics(KIT_NAMES.components.button.name),
    label: prop('TextInput', tr('Get started', 'Comece agora'), 'Label', 'Rótulo'),
    link: prop('Link', { kind: 'anchor', to: '', newTab: false }, 'Link', 'Link'),
    align: prop('HorizontalAlign', 'left', 'Alignment', 'Alinhamento'),
    font: prop('FontSelector', FONT.system, 'Font', 'Fonte'),
    fontSize: prop('FontSize', rem(1), 'Font size', 'Tamanho da fonte'),
    textStyle: prop('TextStyle', weightText(600), 'Text style', 'Estilo do texto'),
    color: prop('Color', COLOR.white, 'Text colour', 'Cor do texto'),
    background: prop('BackgroundColor', COLOR.accent, 'Background', 'Fundo'),
    padding: at(prop('Spacing', sides(12, 24), 'Padding', 'Espaçamento interno'), { phone: sides(10, 20) }),
    radius: prop('BorderRadius', corners(999), 'Corner radius', 'Raio dos cantos'),
    borderStyle: prop('BorderStyle', 'solid', 'Border style', 'Estilo da borda'),
    borderWidth: prop('BorderWidth', sides(1), 'Border width', 'Largura da borda'),
    borderColor: prop('BorderColor', COLOR.accent, 'Border colour', 'Cor da borda'),
    shadow: prop('BoxShadow', shadow(0, 8, 20, -8), 'Shadow', 'Sombra'),
    shadowColor: prop('BoxShadowColor', 'rgba(79, 70, 229, 0.6)', 'Shadow colour', 'Cor da sombra'),
    margin: at(prop('Spacing', sides(12, 24), 'Outer spacing', 'Espaçamento externo'), {
      phone: sides(10, 16),
    }),
    animation: prop(
      'Animation',
      {
        direction: {
          trigger: 'hover',
          function: 'ease-out',
          duration: { value: 180, unit: 'ms' },
          delay: { value: 0, unit: 'ms' },
          direction: 'top',
          start: px(0),
          end: px(2),
        },
      },
      'Animation',
      'Animação',
    ),
  },
  dataGroups: [
    group('content', 'Content', 'Conteúdo', ['label', 'link']),
    group('text', 'Text', 'Texto', ['font', 'fontSize', 'textStyle', 'color']),
    group('shape', 'Shape', 'Forma', [
      'background',
      'padding',
      'radius',
      'borderStyle',
      'borderWidth',
      'borderColor',
      'shadow',
      'shadowColor',
    ]),
    group('layout', 'Layout', 'Layout', ['align', 'margin', 'animation']),
  ],
  dataEvents: events(KIT_NAMES.components.button.name, [
    'onclick',
    'onmouseenter',
    'onmouseleave',
    'onmousemove',
  ]),
};
