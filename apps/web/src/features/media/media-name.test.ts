import { describe, expect, it } from 'vitest';
import {
  canRename,
  canSaveMediaName,
  mediaNameProblem,
  mediaNameToSave,
  nameFromFileName,
  typedMediaName,
  uploadFileName,
} from './media-name.ts';

describe('the media name field', () => {
  it('starts from the file name without its extension, punctuation turned into spaces', () => {
    expect(nameFromFileName('Company logo.png')).toBe('Company logo');
    expect(nameFromFileName('holiday.beach(2).JPG')).toBe('holiday beach 2');
    expect(nameFromFileName('IMG_2024-05-01.jpeg')).toBe('IMG_2024-05-01');
    expect(nameFromFileName('  Título   ação.webp ')).toBe('Título ação');
    expect(nameFromFileName('noextension')).toBe('noextension');
    expect(nameFromFileName('.png')).toBe('');
  });

  it('cuts a long file name to 100 characters', () => {
    const name = nameFromFileName(`${'a'.repeat(150)}.png`);
    expect(name).toHaveLength(100);
    expect(canSaveMediaName(name)).toBe(true);
  });

  it('strips what may not be typed and collapses spaces as the user types', () => {
    expect(typedMediaName('My  logo!')).toBe('My logo');
    expect(typedMediaName('a/b\\c.d')).toBe('abcd');
    expect(typedMediaName(' leading')).toBe(' leading');
    expect(typedMediaName('x'.repeat(120))).toHaveLength(100);
  });

  it('saves from 5 characters after trimming', () => {
    expect(canSaveMediaName('abcd')).toBe(false);
    expect(canSaveMediaName('  abcd  ')).toBe(false);
    expect(canSaveMediaName('abcde')).toBe(true);
    expect(canSaveMediaName(' abcde ')).toBe(true);
    expect(mediaNameProblem('abc')).toBe('too_short');
    expect(mediaNameProblem('abcde')).toBeNull();
  });

  it('renames only to a valid, different name', () => {
    expect(canRename('Company logo', 'Company logo')).toBe(false);
    expect(canRename(' Company logo ', 'Company logo')).toBe(false);
    expect(canRename('Company logo 2', 'Company logo')).toBe(true);
    expect(canRename('abc', 'Company logo')).toBe(false);
  });

  it('sends the trimmed name, and the file as name.extension', () => {
    expect(mediaNameToSave('  Company   logo ')).toBe('Company logo');
    expect(uploadFileName(' Company logo ', 'png')).toBe('Company logo.png');
  });
});
