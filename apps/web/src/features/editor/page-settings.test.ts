import { describe, expect, it } from 'vitest';
import {
  changedEditorSettings,
  changedSettings,
  changedTranslation,
  settingsFormValues,
  translationFormValues,
  translationInput,
} from './page-settings.ts';

const stored = {
  name: 'About us',
  url: '/about',
  title: 'About the company',
  description: 'Who we are',
  tags: ['company'],
};

describe('page settings form', () => {
  it('shows the URL without its leading slash, and the root as empty', () => {
    expect(settingsFormValues(stored).url).toBe('about');
    expect(settingsFormValues({ ...stored, url: '/' }).url).toBe('');
  });

  it('has nothing to save while unchanged, even when the URL is typed differently', () => {
    expect(changedSettings(stored, settingsFormValues(stored))).toBeNull();
    expect(changedSettings(stored, { ...settingsFormValues(stored), url: 'about/' })).toBeNull();
  });

  it('answers the normalised settings once something changed', () => {
    const next = changedSettings(stored, {
      ...settingsFormValues(stored),
      url: 'Sobre Nós',
      title: 'New title',
    });
    expect(next).toMatchObject({ url: '/sobre-nos', title: 'New title', name: 'About us' });
  });

  it('has nothing to save while a field is invalid', () => {
    expect(changedSettings(stored, { ...settingsFormValues(stored), name: 'ab' })).toBeNull();
    expect(changedSettings(stored, { ...settingsFormValues(stored), tags: [] })).toBeNull();
  });
});

describe('the site header and footer switches', () => {
  const withSite = { ...stored, showSiteHeader: true, showSiteFooter: true };
  const on = { showSiteHeader: true, showSiteFooter: true };

  it('make Save send every setting with the switches when one of them changed', () => {
    const values = settingsFormValues(withSite);
    expect(changedEditorSettings(withSite, values, on)).toBeNull();
    expect(changedEditorSettings(withSite, values, { ...on, showSiteFooter: false })).toEqual({
      ...withSite,
      showSiteFooter: false,
    });
    expect(changedEditorSettings(withSite, { ...values, name: 'Team' }, on)).toEqual({
      ...withSite,
      name: 'Team',
    });
  });

  it('do not make invalid settings savable', () => {
    const values = { ...settingsFormValues(withSite), name: 'x' };
    expect(changedEditorSettings(withSite, values, { ...on, showSiteHeader: false })).toBeNull();
  });
});

describe('page settings in another language (issue 26)', () => {
  it('starts empty where the default is read, and shows a translated URL without its slash', () => {
    expect(translationFormValues(undefined)).toEqual({ url: '', title: '', description: '', tags: [] });
    expect(translationFormValues({ url: '/sobre', title: 'Sobre' })).toMatchObject({
      url: 'sobre',
      title: 'Sobre',
    });
  });

  it('sends empty fields as null (the default language’s) and only what changed', () => {
    const stored = { url: '/sobre', title: 'Sobre' };
    expect(changedTranslation(stored, translationFormValues(stored))).toBeNull();
    expect(changedTranslation(stored, { ...translationFormValues(stored), title: '' })).toEqual({
      url: '/sobre',
      title: null,
      description: null,
      tags: null,
    });
    expect(
      changedTranslation(undefined, { url: 'Sobre Nós/', title: '', description: 'Quem somos', tags: [] }),
    ).toEqual({
      url: '/sobre-nos',
      title: null,
      description: 'Quem somos',
      tags: null,
    });
  });

  it('names the fields that break the page rules, and sends nothing then', () => {
    const long = { url: '', title: 'x'.repeat(500), description: '', tags: [] };
    const checked = translationInput(long);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect([...checked.invalid]).toEqual(['title']);
    expect(changedTranslation(undefined, long)).toBeNull();
  });
});
