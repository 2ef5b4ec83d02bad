import {
  AUTO,
  at,
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
} from '../define.ts';
import { KIT_NAMES, type KitText } from '../texts.ts';

export const video: StarterComponent<KitText> = {
  key: 'video',
  ...KIT_NAMES.components.video,
  icon: icon('<rect x="3" y="5" width="18" height="14" rx="2"/><path d="M10 9l5 3-5 3z"/>'),
  code: `import { cssFor, isVideoSiteUrl } from 'tessera';

function embedUrl(url) {
  const youtube = /(?:youtube\\.com\\/watch\\?v=|youtu\\.be\\/|youtube\\.com\\/embed\\/)([\\w-]{6,})/.exec(url);
  if (youtube) return 'https://www.youtube-nocookie.com/embed/' + youtube[1];
  const vimeo = /vimeo\\.com\\/(?:video\\/)?(\\d+)/.exec(url);
  if (vimeo) return 'https://player.vimeo.com/video/' + vimeo[1];
  return null;
}

export default function Video({ video, ratio, maxSize, radius, autoplay, muted, loop, controls, background, padding }) {
  const url = video && typeof video.url === 'string' ? video.url.trim() : '';
  const ratios = { '16:9': '16 / 9', '4:3': '4 / 3', '1:1': '1 / 1', '9:16': '9 / 16' };
  const frame = {
    position: 'relative',
    width: '100%',
    aspectRatio: ratios[ratio] || '16 / 9',
    overflow: 'hidden',
    margin: '0 auto',
    ...cssFor('MaxSize', maxSize),
    ...cssFor('BorderRadius', radius),
    ...cssFor('BackgroundColor', background),
  };
  const fill = { position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0, display: 'block' };
  const embed = url && isVideoSiteUrl(url) ? embedUrl(url) : null;
  let content;
  if (embed) {
    content = <iframe src={embed} title="Video" style={fill} allow="autoplay; fullscreen; picture-in-picture" allowFullScreen />;
  } else if (url) {
    content = (
      <video style={{ ...fill, objectFit: 'cover' }} autoPlay={autoplay} muted={muted || autoplay} loop={loop} controls={controls} playsInline>
        <source src={url} type={video.type || undefined} />
      </video>
    );
  } else {
    content = (
      <div style={{ ...fill, display: 'flex', alignItems: 'center', justifyContent: 'center', flexDirection: 'column', gap: 12, color: '#c7d2fe', fontFamily: 'system-ui, sans-serif' }}>
        <svg width="56" height="56" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
          <circle cx="12" cy="12" r="10" />
          <path d="M10 8.5l5 3.5-5 3.5z" fill="currentColor" />
        </svg>
        <span style={{ fontSize: '0.95rem' }}>Choose a video</span>
      </div>
    );
  }
  return (
    <div style={cssFor('Spacing', padding)}>
      <div style={frame}>{content}</div>
    </div>
  );
}
`,
  dataTypes: {
    ...componentBasics(KIT_NAMES.components.video.name),
    video: prop('VideoSelector', { url: '', type: '' }, 'Video', 'Vídeo'),
    ratio: prop('Select', '16:9', 'Aspect ratio', 'Proporção', { options: ['16:9', '4:3', '1:1', '9:16'] }),
    maxSize: prop('MaxSize', size(px(960), AUTO), 'Maximum size', 'Tamanho máximo'),
    radius: prop('BorderRadius', corners(16), 'Corner radius', 'Raio dos cantos'),
    autoplay: prop('Switch', false, 'Autoplay (muted)', 'Reprodução automática (sem som)'),
    muted: prop('Switch', false, 'Muted', 'Sem som'),
    loop: prop('Switch', false, 'Loop', 'Repetir'),
    controls: prop('Switch', true, 'Show controls', 'Mostrar controles'),
    background: prop('BackgroundColor', '#1e1b4b', 'Background', 'Fundo'),
    padding: at(prop('Spacing', sides(16, 24), 'Padding', 'Espaçamento interno'), { phone: sides(12, 16) }),
  },
  dataGroups: [
    group('video', 'Video', 'Vídeo', ['video', 'autoplay', 'muted', 'loop', 'controls']),
    group('layout', 'Layout', 'Layout', ['ratio', 'maxSize', 'radius', 'background', 'padding']),
  ],
  dataEvents: events(KIT_NAMES.components.video.name, ['onclick']),
};
