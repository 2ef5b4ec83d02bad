import { describe, expect, it } from 'vitest';
import { liveUrlBuilder } from './live-url.ts';

describe('live addresses', () => {
  it('takes scheme and port from the console origin, the host from PUBLIC_HOST', () => {
    const local = liveUrlBuilder('http://localhost:4000', 'localhost');
    expect(local('acme1', 'shop01')).toBe('http://acme1--shop01.localhost:4000/');
    expect(local('acme1', 'shop01', '/about-us')).toBe('http://acme1--shop01.localhost:4000/about-us');
  });

  it('leaves out a default port', () => {
    const live = liveUrlBuilder('https://console.tessera.example', 'tessera.site');
    expect(live('acme1', 'shop01', '/')).toBe('https://acme1--shop01.tessera.site/');
  });

  it('falls back to http without a port for an unparsable origin', () => {
    expect(liveUrlBuilder('not a url', 'localhost')('acme1', 'shop01')).toBe(
      'http://acme1--shop01.localhost/',
    );
  });
});
