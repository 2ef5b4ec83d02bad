import {
  AUTO,
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

export const embed: StarterComponent<KitText> = {
  key: 'embed',
  ...KIT_NAMES.components.embed,
  icon: icon(
    '<rect x="3" y="5" width="18" height="14" rx="2"/><path d="M10 10l-2 2l2 2"/><path d="M14 10l2 2l-2 2"/>',
  ),
  // embedFor holds the allow-list (YouTube, Vimeo, Google Maps, OpenStreetMap), shared with the live pages'
  // frame-src. A refused link draws nothing on a live page, which is drawn on the server (no document); in
  // the editor and previews, which run in the browser, it draws the hint with the refused link.
  code: `import { cssFor, embedFor } from 'tessera';

const RATIOS = { '16:9': '16 / 9', '4:3': '4 / 3', '1:1': '1 / 1', '21:9': '21 / 9', '9:16': '9 / 16' };

export default function Embed({ link, title, hint, ratio, maxSize, radius, background, padding }) {
  const target = embedFor(link);
  const frame = {
    position: 'relative',
    boxSizing: 'border-box',
    width: '100%',
    margin: '0 auto',
    overflow: 'hidden',
    aspectRatio: RATIOS[ratio] || '16 / 9',
    ...cssFor('MaxSize', maxSize),
    ...cssFor('BorderRadius', radius),
    ...cssFor('BackgroundColor', background),
  };
  if (!target) {
    if (typeof document === 'undefined') return null;
    const refused = typeof link === 'string' ? link.trim() : '';
    return (
      <div style={cssFor('Spacing', padding)}>
        <div role="note" style={{ ...frame, aspectRatio: 'auto', minHeight: 160, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 10, padding: 24, textAlign: 'center', fontFamily: 'system-ui, sans-serif', color: '#312e81', background: '#eef2ff', border: '1px dashed #a5b4fc' }}>
          <svg viewBox="0 0 24 24" width="32" height="32" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
            <rect x="3" y="5" width="18" height="14" rx="2" />
            <path d="M10 10l-2 2l2 2" />
            <path d="M14 10l2 2l-2 2" />
          </svg>
          <span style={{ fontSize: '0.95rem', maxWidth: 420 }}>{hint}</span>
          {refused ? (
            <code style={{ fontSize: '0.8rem', color: '#b91c1c', textDecoration: 'line-through', wordBreak: 'break-all', maxWidth: '100%' }}>{refused}</code>
          ) : null}
        </div>
      </div>
    );
  }
  return (
    <div style={cssFor('Spacing', padding)}>
      <div style={frame}>
        <iframe
          src={target.src}
          title={title || target.provider}
          loading="lazy"
          sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-presentation"
          allow="fullscreen; picture-in-picture; encrypted-media"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0, display: 'block' }}
        />
      </div>
    </div>
  );
}
`,
  dataTypes: {
    ...componentBasics(KIT_NAMES.components.embed.name),
    link: prop('TextInput', '', 'Video or map link', 'Link do vídeo ou mapa'),
    title: prop(
      'TextInput',
      tr('Video: a tour of the product', 'Vídeo: um tour pelo produto'),
      'Title for screen readers',
      'Título para leitores de tela',
    ),
    hint: prop(
      'TextInput',
      tr(
        'Paste a YouTube, Vimeo, Google Maps (Share › Embed a map) or OpenStreetMap link. Other sites are not embedded.',
        'Cole um link do YouTube, Vimeo, Google Maps (Compartilhar › Incorporar um mapa) ou OpenStreetMap. Outros sites não são incorporados.',
      ),
      'Hint in the editor when there is nothing to embed',
      'Dica no editor quando não há o que incorporar',
    ),
    ratio: prop('Select', '16:9', 'Aspect ratio', 'Proporção', {
      options: ['16:9', '4:3', '1:1', '21:9', '9:16'],
    }),
    maxSize: prop('MaxSize', size(px(960), AUTO), 'Maximum size', 'Tamanho máximo'),
    radius: prop('BorderRadius', corners(16), 'Corner radius', 'Raio dos cantos'),
    background: prop('BackgroundColor', '#e5e7eb', 'Background', 'Fundo'),
    padding: prop('Spacing', sides(8, 0), 'Padding', 'Espaçamento interno'),
  },
  dataGroups: [
    group('content', 'Content', 'Conteúdo', ['link', 'title', 'hint']),
    group('layout', 'Layout', 'Layout', ['ratio', 'maxSize', 'radius', 'background', 'padding']),
  ],
  dataEvents: events(KIT_NAMES.components.embed.name, []),
};
