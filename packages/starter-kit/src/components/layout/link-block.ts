import {
  componentBasics,
  corners,
  events,
  group,
  icon,
  prop,
  type StarterComponent,
  sides,
} from '../../define.ts';
import { KIT_NAMES, type KitText } from '../../texts.ts';

export const linkBlock: StarterComponent<KitText> = {
  key: 'linkBlock',
  ...KIT_NAMES.components.linkBlock,
  slots: 1,
  icon: icon(
    '<rect x="3" y="5" width="18" height="14" rx="2"/><path d="M10 14a2.5 2.5 0 0 0 3.5 0l2-2a2.5 2.5 0 0 0-3.5-3.5l-.5.5"/>' +
      '<path d="M14 10a2.5 2.5 0 0 0-3.5 0l-2 2a2.5 2.5 0 0 0 3.5 3.5l.5-.5"/>',
  ),
  // \`link\` is a URL today; a Link value ({ href }) is read too, so the property can become a Link later.
  code: `import { cssFor } from 'tessera';

function hrefOf(link) {
  const raw = typeof link === 'string' ? link : link && typeof link.href === 'string' ? link.href : '';
  const href = raw.trim();
  return /^(https?:|mailto:|tel:|\\/|#)/i.test(href) ? href : undefined;
}

export default function LinkBlock({ slot1, link, newTab, label, background, padding, radius }) {
  const style = {
    display: 'flex',
    flexDirection: 'column',
    boxSizing: 'border-box',
    color: 'inherit',
    textDecoration: 'none',
    cursor: 'pointer',
    ...cssFor('BackgroundColor', background),
    ...cssFor('Spacing', padding),
    ...cssFor('BorderRadius', radius),
  };
  const name = typeof label === 'string' && label.trim() ? label.trim() : undefined;
  return (
    <a
      href={hrefOf(link)}
      target={newTab ? '_blank' : undefined}
      rel={newTab ? 'noopener noreferrer' : undefined}
      aria-label={name}
      style={style}
    >
      {slot1}
    </a>
  );
}
`,
  dataTypes: {
    ...componentBasics(KIT_NAMES.components.linkBlock.name),
    link: prop('TextInput', '#', 'Link', 'Link'),
    newTab: prop('Switch', false, 'Open in a new tab', 'Abrir em nova aba'),
    label: prop('TextInput', '', 'Name for screen readers', 'Nome para leitores de tela'),
    background: prop('BackgroundColor', '', 'Background', 'Fundo'),
    padding: prop('Spacing', sides(0), 'Padding', 'Espaçamento interno'),
    radius: prop('BorderRadius', corners(0), 'Corner radius', 'Raio dos cantos'),
  },
  dataGroups: [
    group('link', 'Link', 'Link', ['link', 'newTab', 'label']),
    group('box', 'Box', 'Caixa', ['background', 'padding', 'radius']),
  ],
  dataEvents: events(KIT_NAMES.components.linkBlock.name, ['onclick', 'onmouseenter', 'onmouseleave']),
};
