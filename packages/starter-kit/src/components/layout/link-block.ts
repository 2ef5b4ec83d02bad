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
import { SAFE_HREF } from '../link-snippets.ts';

export const linkBlock: StarterComponent<KitText> = {
  key: 'linkBlock',
  ...KIT_NAMES.components.linkBlock,
  slots: 1,
  icon: icon(
    '<rect x="3" y="5" width="18" height="14" rx="2"/><path d="M10 14a2.5 2.5 0 0 0 3.5 0l2-2a2.5 2.5 0 0 0-3.5-3.5l-.5.5"/>' +
      '<path d="M14 10a2.5 2.5 0 0 0-3.5 0l-2 2a2.5 2.5 0 0 0 3.5 3.5l.5-.5"/>',
  ),
  code: `import { cssFor } from 'tessera';

/** The link as the platform resolves it (a Link value); a text URL of an earlier Link block is read too. */
function anchorOf(link, newTab) {
  if (link && typeof link === 'object') return link;
  const text = typeof link === 'string' ? link.trim() : '';
  const href = ${SAFE_HREF}.test(text) ? text : null;
  return { href, target: href && newTab ? '_blank' : null, rel: href && newTab ? 'noopener noreferrer' : null };
}

export default function LinkBlock({ slot1, link, newTab, label, background, padding, radius }) {
  const anchor = anchorOf(link, newTab);
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
      href={anchor.href || undefined}
      target={anchor.target || undefined}
      rel={anchor.rel || undefined}
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
    link: prop('Link', { kind: 'anchor', to: '', newTab: false }, 'Link', 'Link'),
    label: prop('TextInput', '', 'Name for screen readers', 'Nome para leitores de tela'),
    background: prop('BackgroundColor', '', 'Background', 'Fundo'),
    padding: prop('Spacing', sides(0), 'Padding', 'Espaçamento interno'),
    radius: prop('BorderRadius', corners(0), 'Corner radius', 'Raio dos cantos'),
  },
  dataGroups: [
    group('link', 'Link', 'Link', ['link', 'label']),
    group('box', 'Box', 'Caixa', ['background', 'padding', 'radius']),
  ],
  dataEvents: events(KIT_NAMES.components.linkBlock.name, ['onclick', 'onmouseenter', 'onmouseleave']),
};
