import { describe, expect, it } from 'vitest';
import {
  invalidPageFields,
  type PageWizardState,
  pageStepValid,
  toPageSettings,
  urlStatus,
  wizardUrl,
} from './page-wizard-steps.ts';

const values = {
  name: 'About us',
  url: 'about',
  title: 'About us',
  description: 'Who we are',
  tags: ['team'],
};
const state: PageWizardState = {
  values,
  check: { url: '/about', exists: false },
  templateId: 'tpl1',
  templateConfirmed: true,
};

describe('URL availability check', () => {
  it('is unchecked until asked, and after any edit of the URL', () => {
    expect(urlStatus(null, 'about')).toBe('unchecked');
    expect(urlStatus({ url: '/about', exists: false }, 'about')).toBe('available');
    expect(urlStatus({ url: '/about', exists: true }, 'about')).toBe('taken');
    expect(urlStatus({ url: '/about', exists: false }, 'about-us')).toBe('unchecked');
  });

  it('treats URLs that normalise alike as the same', () => {
    expect(urlStatus({ url: '/about', exists: false }, 'about-')).toBe('available');
    expect(urlStatus({ url: '/', exists: true }, '')).toBe('taken');
  });
});

describe('new-page wizard steps', () => {
  it('suggests the URL from the name until the user edits it, even to blank', () => {
    expect(wizardUrl('Sobre nós!', '', false)).toBe('sobre-nos');
    expect(wizardUrl('Sobre nós', 'contact', true)).toBe('contact');
    expect(wizardUrl('Sobre nós', '', true)).toBe('');
  });

  it('needs a valid name and a URL checked and found free on step 1', () => {
    expect(pageStepValid(0, state)).toBe(true);
    expect(pageStepValid(0, { ...state, check: null })).toBe(false);
    expect(pageStepValid(0, { ...state, check: { url: '/about', exists: true } })).toBe(false);
    expect(pageStepValid(0, { ...state, values: { ...values, name: 'ab' } })).toBe(false);
    expect(pageStepValid(0, { ...state, values: { ...values, url: 'x'.repeat(400) } })).toBe(false);
    // The root page: a blank URL is '/'.
    expect(
      pageStepValid(0, { ...state, values: { ...values, url: '' }, check: { url: '/', exists: false } }),
    ).toBe(true);
  });

  it('needs the SEO title, description and tags on step 2', () => {
    expect(pageStepValid(1, state)).toBe(true);
    expect(pageStepValid(1, { ...state, values: { ...values, title: 'ab' } })).toBe(false);
    expect(pageStepValid(1, { ...state, values: { ...values, title: 'x'.repeat(61) } })).toBe(false);
    expect(pageStepValid(1, { ...state, values: { ...values, tags: [] } })).toBe(false);
    expect(invalidPageFields({ ...values, description: '' })).toEqual(new Set(['description']));
  });

  it('needs a template and its confirmation on step 3', () => {
    expect(pageStepValid(2, state)).toBe(true);
    expect(pageStepValid(2, { ...state, templateConfirmed: false })).toBe(false);
    expect(pageStepValid(2, { ...state, templateId: null })).toBe(false);
  });
});

describe('the new page as sent', () => {
  it('is trimmed, with the URL normalised and the tags deduplicated', () => {
    expect(
      toPageSettings({
        ...values,
        name: ' About us ',
        url: 'about-us/-',
        tags: ['Team', 'team', ' people '],
      }),
    ).toEqual({ ...values, url: '/about-us', tags: ['Team', 'people'] });
    expect(toPageSettings({ ...values, url: '' })?.url).toBe('/');
    expect(toPageSettings({ ...values, title: '' })).toBeNull();
  });
});
