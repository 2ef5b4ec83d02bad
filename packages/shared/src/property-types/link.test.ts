import { describe, expect, it } from 'vitest';
import { propertyType } from './definitions.ts';
import { linkContext, linkHref, linkProblem, normalizeLink, resolveLink } from './link.ts';
import { resolveProps, resolvePropsTolerant } from './resolve.ts';
import { dataTypesSchema } from './schemas.ts';

const pages = linkContext([
  { id: 'p-home', name: 'Home', url: '/' },
  { id: 'p-about', name: 'About', url: '/about' },
]);

describe('Link values', () => {
  it('is a registered type with a none default and no CSS', () => {
    const def = propertyType('Link');
    expect(def.normalize(undefined)).toEqual({ kind: 'none', to: '', newTab: false });
    expect(def.toCss(def.normalize({ kind: 'url', to: 'https://a.example' }))).toEqual({});
    expect(
      dataTypesSchema.safeParse({ link: { type: 'Link', value: { kind: 'page', to: 'x' } } }).success,
    ).toBe(true);
  });

  it('repairs stored values: unknown kinds, padding, non-boolean newTab, over-long targets', () => {
    expect(normalizeLink({ kind: 'ftp', to: 'x', newTab: true })).toEqual({
      kind: 'none',
      to: '',
      newTab: true,
    });
    expect(normalizeLink({ kind: 'url', to: '  https://a.example  ', newTab: 'true' })).toEqual({
      kind: 'url',
      to: 'https://a.example',
      newTab: true,
    });
    expect(normalizeLink({ kind: 'url', to: `https://a.example/${'x'.repeat(5000)}` }).to).toHaveLength(2048);
    expect(normalizeLink(42)).toEqual({ kind: 'none', to: '', newTab: false });
  });

  it('reads the text links stored before the type existed', () => {
    expect(normalizeLink('#pricing')).toMatchObject({ kind: 'anchor', to: 'pricing' });
    expect(normalizeLink('mailto:hi@a.example')).toMatchObject({ kind: 'email', to: 'hi@a.example' });
    expect(normalizeLink('tel:+55 11 5555-0000')).toMatchObject({ kind: 'phone', to: '+55 11 5555-0000' });
    expect(normalizeLink('https://a.example/x')).toMatchObject({ kind: 'url', to: 'https://a.example/x' });
    expect(normalizeLink('javascript:alert(1)')).toMatchObject({ kind: 'none' });
  });

  it('accepts only http and https URLs, plain e-mail addresses, phone numbers and anchor ids', () => {
    expect(linkProblem({ kind: 'url', to: 'https://a.example/p?q=1#h', newTab: false })).toBeNull();
    expect(linkProblem({ kind: 'url', to: 'javascript:alert(1)', newTab: false })).toBe('url');
    expect(linkProblem({ kind: 'url', to: 'ftp://a.example', newTab: false })).toBe('url');
    expect(linkProblem({ kind: 'url', to: 'https://evil@a.example', newTab: false })).toBe('url');
    expect(linkProblem({ kind: 'email', to: 'a@b.example', newTab: false })).toBeNull();
    expect(linkProblem({ kind: 'email', to: 'a@b.example?bcc=c@d.example', newTab: false })).toBe('email');
    expect(linkProblem({ kind: 'phone', to: '+1 (555) 010-0000', newTab: false })).toBeNull();
    expect(linkProblem({ kind: 'phone', to: 'call me', newTab: false })).toBe('phone');
    expect(linkProblem({ kind: 'anchor', to: '#faq', newTab: false })).toBeNull();
    expect(linkProblem({ kind: 'anchor', to: 'a b', newTab: false })).toBe('anchor');
  });

  it('resolves hrefs: a page by id to its current path, others by kind, bad ones to none', () => {
    expect(linkHref({ kind: 'page', to: 'p-about', newTab: false }, pages)).toBe('/about');
    const moved = linkContext([{ id: 'p-about', name: 'About', url: '/company/about' }]);
    expect(linkHref({ kind: 'page', to: 'p-about', newTab: false }, moved)).toBe('/company/about');
    expect(linkHref({ kind: 'page', to: 'p-deleted', newTab: false }, pages)).toBeNull();
    expect(linkHref({ kind: 'page', to: 'p-about', newTab: false })).toBeNull();
    expect(linkHref({ kind: 'email', to: 'a@b.example', newTab: false })).toBe('mailto:a@b.example');
    expect(linkHref({ kind: 'phone', to: '+1 (555) 010-0000', newTab: false })).toBe('tel:+15550100000');
    expect(linkHref({ kind: 'anchor', to: 'faq', newTab: false })).toBe('#faq');
    expect(linkHref(normalizeLink('#'))).toBe('#');
    expect(linkHref({ kind: 'url', to: '', newTab: false })).toBeNull();
    expect(linkHref({ kind: 'url', to: 'javascript:alert(1)', newTab: false })).toBeNull();
  });

  it('opens a new tab only when it goes somewhere, external ones without opener or referrer', () => {
    expect(resolveLink({ kind: 'url', to: 'https://a.example', newTab: true })).toMatchObject({
      href: 'https://a.example',
      target: '_blank',
      rel: 'noopener noreferrer',
    });
    expect(resolveLink({ kind: 'page', to: 'p-home', newTab: true }, pages)).toMatchObject({
      href: '/',
      target: '_blank',
      rel: 'noopener',
    });
    expect(resolveLink({ kind: 'page', to: 'p-gone', newTab: true }, pages)).toMatchObject({
      href: null,
      target: null,
      rel: null,
    });
  });
});

describe('resolving props with the app pages', () => {
  const dataTypes = {
    link: { type: 'Link', value: { kind: 'page', to: 'p-about', newTab: false } },
    autoPages: { type: 'Switch', value: true, settings: { sitePages: true } },
  };

  it('gives Link props their href and, with sitePages on, the pages in order', () => {
    for (const props of [resolveProps(dataTypes, pages), resolvePropsTolerant(dataTypes, pages)]) {
      expect(props.link).toMatchObject({ kind: 'page', href: '/about' });
      expect(props.sitePages).toEqual([
        { id: 'p-home', name: 'Home', href: '/' },
        { id: 'p-about', name: 'About', href: '/about' },
      ]);
    }
  });

  it('gives no pages when the switch is off, and no href without the app', () => {
    const off = { ...dataTypes, autoPages: { ...dataTypes.autoPages, value: false } };
    expect(resolvePropsTolerant(off, pages).sitePages).toBeUndefined();
    expect(resolvePropsTolerant(dataTypes).link).toMatchObject({ href: null });
    expect(resolvePropsTolerant(dataTypes).sitePages).toEqual([]);
  });
});
