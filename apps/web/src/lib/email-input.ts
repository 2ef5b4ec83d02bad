/**
 * Props for e-mail inputs. Not `type="email"`: browsers trim that input's value behind React's back,
 * so stripped spaces would stay on screen; a text input shows exactly what the form holds.
 */
export const EMAIL_INPUT_PROPS = {
  type: 'text',
  inputMode: 'email',
  autoCapitalize: 'none',
  autoCorrect: 'off',
  spellCheck: false,
} as const;
