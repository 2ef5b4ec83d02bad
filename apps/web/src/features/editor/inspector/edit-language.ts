import { createContext, useContext } from 'react';

/**
 * The language the inspector's fields edit (issue 26): the editor's language switcher's, given by the
 * workspace's inspector. Outside it (the prefab dialog, the viewer without one) fields edit the default
 * language's values, as before languages.
 */
export interface EditLanguage {
  /** One of the app's other languages; the default language needs no context. */
  readonly language: string;
  /** Its name in the console's language, for the fields' marks. */
  readonly name: string;
  /** "Remove translation": the property reads the default language's text again. */
  onClear(property: string, language: string): void;
}

export const EditLanguageContext = createContext<EditLanguage | null>(null);

export function useEditLanguage(): EditLanguage | null {
  return useContext(EditLanguageContext);
}
