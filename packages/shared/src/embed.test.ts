import { describe, expect, it } from 'vitest';
import { EMBED_FRAME_ORIGINS, embedFor } from './embed.ts';

describe('embedFor', () => {
  it.each([
    [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'youtube',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ],
    ['https://youtu.be/dQw4w9WgXcQ?t=42', 'youtube', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    [
      'https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ',
      'youtube',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ],
    [
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      'youtube',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ],
    ['https://vimeo.com/76979871', 'vimeo', 'https://player.vimeo.com/video/76979871?dnt=1'],
    [
      'https://player.vimeo.com/video/76979871?h=abc',
      'vimeo',
      'https://player.vimeo.com/video/76979871?dnt=1',
    ],
    [
      'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3657.1!2d-46.65!3d-23.56',
      'google-maps',
      'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3657.1!2d-46.65!3d-23.56',
    ],
    [
      '<iframe src="https://www.openstreetmap.org/export/embed.html?bbox=-46.7%2C-23.6%2C-46.6%2C-23.5&amp;layer=mapnik" style="border: 1px solid black"></iframe>',
      'openstreetmap',
      'https://www.openstreetmap.org/export/embed.html?bbox=-46.7%2C-23.6%2C-46.6%2C-23.5&layer=mapnik',
    ],
  ])('embeds %s', (link, provider, src) => {
    expect(embedFor(link)).toEqual({ provider, src });
  });

  it.each([
    'https://evil.example/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://user@www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com:8443/watch?v=dQw4w9WgXcQ',
    'javascript:alert(1)//www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=<script>',
    'https://www.google.com/maps/place/Somewhere',
    'https://www.google.com/search?q=maps/embed',
    'https://www.openstreetmap.org/#map=12/-23.55/-46.63',
    'https://www.google.com/maps/embed?pb="onload="x',
    'data:text/html,<h1>hi</h1>',
    '',
    42,
    null,
    `https://vimeo.com/${'1'.repeat(3000)}`,
  ])('refuses %s', (link) => {
    expect(embedFor(link)).toBeNull();
  });

  it('only ever answers addresses on the allowed frame origins', () => {
    for (const link of [
      'https://youtu.be/dQw4w9WgXcQ',
      'https://vimeo.com/1',
      'https://maps.google.com/maps/embed?pb=x',
      'https://openstreetmap.org/export/embed.html?bbox=1,2,3,4',
    ]) {
      const target = embedFor(link);
      expect(target, link).not.toBeNull();
      expect(EMBED_FRAME_ORIGINS.some((origin) => target!.src.startsWith(`${origin}/`))).toBe(true);
    }
  });
});
