/**
 * The texts forms show visitors, in the languages of a published version (en-US, pt-BR): the default success
 * message and the validation errors, worded as GOV.UK's design system advises (say what to do, name the field,
 * give an example). Zod-free and dependency-free: the live forms script bundles this file.
 */

export const FORM_LOCALES = ['en-US', 'pt-BR'] as const;
export type FormLocale = (typeof FORM_LOCALES)[number];

/** A locale as forms know it: en-US for anything other than pt-BR. */
export function formLocale(locale: unknown): FormLocale {
  return locale === 'pt-BR' ? 'pt-BR' : 'en-US';
}

/** Shown after a submission when the Form's message is left empty (its default). */
export const DEFAULT_SUCCESS_MESSAGE: Readonly<Record<FormLocale, string>> = Object.freeze({
  'en-US': 'Thank you. Your message has been sent.',
  'pt-BR': 'Obrigado. Sua mensagem foi enviada.',
});

/** Why one field's value was refused; each becomes a message naming the field. */
export type FieldProblem =
  | { kind: 'missing'; verb: 'enter' | 'select' }
  | { kind: 'repeated' }
  | { kind: 'email' }
  | { kind: 'tel' }
  | { kind: 'number' }
  | { kind: 'numberRange'; min?: number | string; max?: number | string }
  | { kind: 'date' }
  | { kind: 'dateRange'; min?: number | string; max?: number | string }
  | { kind: 'tooLong'; max: number }
  | { kind: 'tooShort'; min: number }
  | { kind: 'option' }
  | { kind: 'tooMany'; max: number }
  | { kind: 'consent' }
  | { kind: 'files'; max: number }
  /** file: a file whose bytes are not one of the accepted types (its extensions, upper case), or too large. */
  | { kind: 'fileType'; accept: readonly string[] }
  | { kind: 'fileSize'; maxMb: number };

/**
 * The label as it reads inside a sentence: its first letter lowered unless the label starts with an acronym
 * ("Your name" → "your name", "CPF" stays). An empty label reads as "this field".
 */
function inSentence(label: string, locale: FormLocale): string {
  const text = label.trim();
  if (text === '') return locale === 'pt-BR' ? 'este campo' : 'this field';
  const second = text.charAt(1);
  if (second !== '' && second === second.toUpperCase() && second !== second.toLowerCase()) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** The label at the start of a sentence: its first letter raised. */
function atStart(label: string, locale: FormLocale): string {
  const text = label.trim();
  if (text === '') return locale === 'pt-BR' ? 'Este campo' : 'This field';
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function rangeText(
  locale: FormLocale,
  subject: string,
  min: number | string | undefined,
  max: number | string | undefined,
  date: boolean,
): string {
  if (locale === 'pt-BR') {
    if (date) {
      if (min !== undefined && max !== undefined) return `${subject} deve estar entre ${min} e ${max}`;
      if (min !== undefined) return `${subject} deve ser igual ou posterior a ${min}`;
      return `${subject} deve ser igual ou anterior a ${max}`;
    }
    if (min !== undefined && max !== undefined) return `${subject} deve estar entre ${min} e ${max}`;
    if (min !== undefined) return `${subject} deve ser ${min} ou mais`;
    return `${subject} deve ser ${max} ou menos`;
  }
  if (date) {
    if (min !== undefined && max !== undefined) return `${subject} must be between ${min} and ${max}`;
    if (min !== undefined) return `${subject} must be the same as or after ${min}`;
    return `${subject} must be the same as or before ${max}`;
  }
  if (min !== undefined && max !== undefined) return `${subject} must be between ${min} and ${max}`;
  if (min !== undefined) return `${subject} must be ${min} or more`;
  return `${subject} must be ${max} or less`;
}

/** The message for a refused value of the field labelled `label`, in `locale`. */
export function fieldProblemMessage(problem: FieldProblem, label: string, locale: FormLocale): string {
  const l = inSentence(label, locale);
  const L = atStart(label, locale);
  const quoted = label.trim() === '' ? l : `“${label.trim()}”`;
  if (locale === 'pt-BR') {
    switch (problem.kind) {
      case 'missing':
        return problem.verb === 'enter' ? `Informe ${l}` : `Selecione ${l}`;
      case 'repeated':
        return `Envie só um valor em ${l}`;
      case 'email':
        return `Informe ${l} no formato correto, como nome@exemplo.com`;
      case 'tel':
        return `Informe ${l} no formato correto, como +55 11 91234-5678`;
      case 'number':
        return `${L} deve ser um número`;
      case 'numberRange':
        return rangeText(locale, L, problem.min, problem.max, false);
      case 'date':
        return `${L} deve ser uma data real, como 2026-03-27`;
      case 'dateRange':
        return rangeText(locale, L, problem.min, problem.max, true);
      case 'tooLong':
        return `${L} deve ter ${problem.max} caracteres ou menos`;
      case 'tooShort':
        return `${L} deve ter ${problem.min} caracteres ou mais`;
      case 'option':
        return `Selecione ${l} entre as opções da lista`;
      case 'tooMany':
        return `Selecione no máximo ${problem.max} opções em ${l}`;
      case 'consent':
        return `Marque ${quoted} para continuar`;
      case 'files':
        return `Selecione no máximo ${problem.max} arquivos em ${l}`;
      case 'fileType':
        return `O arquivo selecionado em ${l} deve ser ${problem.accept.join(', ')}; selecione-o de novo`;
      case 'fileSize':
        return `O arquivo selecionado em ${l} deve ter menos de ${problem.maxMb} MB; selecione-o de novo`;
    }
  }
  switch (problem.kind) {
    case 'missing':
      return problem.verb === 'enter' ? `Enter ${l}` : `Select ${l}`;
    case 'repeated':
      return `Send only one value for ${l}`;
    case 'email':
      return `Enter ${l} in the correct format, like name@example.com`;
    case 'tel':
      return `Enter ${l} in the correct format, like +1 202 555 0123`;
    case 'number':
      return `${L} must be a number`;
    case 'numberRange':
      return rangeText(locale, L, problem.min, problem.max, false);
    case 'date':
      return `${L} must be a real date, like 2026-03-27`;
    case 'dateRange':
      return rangeText(locale, L, problem.min, problem.max, true);
    case 'tooLong':
      return `${L} must be ${problem.max} characters or less`;
    case 'tooShort':
      return `${L} must be ${problem.min} characters or more`;
    case 'option':
      return `Select ${l} from the options in the list`;
    case 'tooMany':
      return `Select ${problem.max} or fewer options for ${l}`;
    case 'consent':
      return `Select ${quoted} to continue`;
    case 'files':
      return `Select ${problem.max} or fewer files for ${l}`;
    case 'fileType':
      return `The file selected for ${l} must be ${problem.accept.join(', ')}; select it again`;
    case 'fileSize':
      return `The file selected for ${l} must be smaller than ${problem.maxMb} MB; select it again`;
  }
}
