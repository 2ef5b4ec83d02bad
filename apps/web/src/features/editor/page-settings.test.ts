import { describe, expect, it } from 'vitest';
import { changedSettings, settingsFormValues } from './page-settings.ts';

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
