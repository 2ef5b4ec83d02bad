/**
 * Video type guessing (spec §5): the MIME type comes from the URL's file extension, and links to the
 * two recognised video sites (YouTube and Vimeo) get an empty type because they are embedded, not
 * played by a <video> element.
 */

const VIDEO_SITE_HOSTS = ['youtube.com', 'youtu.be', 'vimeo.com'] as const;

const VIDEO_MIME_BY_EXTENSION: Readonly<Record<string, string>> = {
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  mpeg: 'video/mpeg',
  mpg: 'video/mpeg',
  ogg: 'video/ogg',
  ogv: 'video/ogg',
  webm: 'video/webm',
  mov: 'video/quicktime',
};

/** True for YouTube and Vimeo links (any subdomain such as www. or m.). */
export function isVideoSiteUrl(url: string): boolean {
  const match = /^(?:https?:)?\/\/([^/?#]+)/i.exec(url.trim());
  if (!match?.[1]) return false;
  const host = match[1].toLowerCase().replace(/:\d+$/, '');
  return VIDEO_SITE_HOSTS.some((site) => host === site || host.endsWith(`.${site}`));
}

/** MIME type from the extension of the URL's path; '' when unknown or for video-site links. */
export function guessVideoType(url: string): string {
  if (isVideoSiteUrl(url)) return '';
  const path = url.trim().split(/[?#]/)[0] ?? '';
  const extension = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase();
  return (extension && VIDEO_MIME_BY_EXTENSION[extension]) || '';
}
