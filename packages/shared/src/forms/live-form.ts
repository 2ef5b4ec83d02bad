/**
 * What the live page and the server agree on about a form's markup (issue 24, docs/decisions/0036): where it
 * posts, the platform's hidden fields, and the texts the server adds around a form, in both languages.
 */
import { LIVE_ASSET_PREFIX } from '../live.ts';

/** Where a live form posts: `/_tessera/forms/{pageId}/{brickId}` on the live host itself. */
export const FORM_ACTION_PREFIX = `${LIVE_ASSET_PREFIX}forms/`;

export function formAction(pageId: string, brickId: string): string {
  return `${FORM_ACTION_PREFIX}${encodeURIComponent(pageId)}/${encodeURIComponent(brickId)}`;
}

/** The platform's hidden fields in every live form: the time token and the honeypot. */
export const TOKEN_FIELD = '_tessera_t';
export const HONEYPOT_FIELD = '_tessera_hp';
/** A solved proof-of-work challenge, when the form's delivery settings ask for one (the forms script adds it). */
export const POW_FIELD = '_tessera_pow';
/**
 * The language of the document a form was posted from, when it is not the site's default (issue 26): the
 * answers (the form again with its errors, the message, the thank-you page) are that language's.
 */
export const LANGUAGE_FIELD = '_tessera_lang';

/** Where the forms script asks for a form's challenge: 204 when the form asks for none. */
export function formChallengePath(action: string): string {
  return `${action}/challenge`;
}

/**
 * The time token's place in a published page: the renderer writes `value="{FORM_TOKEN_MARKER}{formKey}"` and the
 * live site puts a fresh token there each time it reads the page from the database (at most once a second).
 */
export const FORM_TOKEN_MARKER = '__tessera_token__:';

/**
 * How the platform's own markup around a form looks, whatever the components: the error summary (a red frame, as
 * GOV.UK's) and the "sent" message. Inline styles, so the server's page and the forms script draw them alike.
 */
export const FORM_NOTICE_STYLES = {
  summary:
    'box-sizing:border-box;padding:16px 20px;margin:0 0 8px;border:3px solid #b91c1c;border-radius:6px;' +
    'outline-offset:3px',
  summaryTitle: 'margin:0 0 8px;font-size:1.25em;line-height:1.3',
  summaryList: 'margin:0;padding:0 0 0 1.25em',
  sent: 'box-sizing:border-box;padding:16px 20px;border:3px solid #15803d;border-radius:6px;outline-offset:3px',
} as const;

/** The query a form without JavaScript comes back to after it was accepted: `{page}?sent={brickId}`. */
export const FORM_SENT_PARAM = 'sent';

type FormLocale = 'en-US' | 'pt-BR';

export interface FormTexts {
  summaryTitle: string;
  errorPrefix: string;
  titlePrefix: string;
  checkAgain: string;
  tooMany: string;
  /** A multipart submission past LIMITS.forms (all its files' bytes, files per field, parts). */
  tooLarge: string;
  sending: string;
  failed: string;
  honeypotLabel: string;
  /** A form with a challenge, sent without JavaScript (or without a solved challenge). */
  needsScript: string;
  /** The forms script's challenge was not accepted (expired, used): it solves a new one on the next send. */
  challengeFailed: string;
}

const TEXTS: Record<FormLocale, FormTexts> = {
  'en-US': {
    summaryTitle: 'There is a problem',
    errorPrefix: 'Error:',
    titlePrefix: 'Error:',
    checkAgain: 'Check your answers and send the form again.',
    challengeFailed: 'We could not check that you are not a robot. Send the form again.',
    tooMany: 'Too many messages were sent from your connection. Wait a few minutes and send again.',
    tooLarge: 'The files are too many or too large together. Select fewer or smaller files and send again.',
    sending: 'Sending…',
    failed: 'The message could not be sent. Check your connection and try again.',
    honeypotLabel: 'Leave this field empty',
    needsScript:
      'This form needs JavaScript to be sent: it checks that you are not a robot. Turn JavaScript on and send the form again.',
  },
  'pt-BR': {
    summaryTitle: 'Há um problema',
    errorPrefix: 'Erro:',
    titlePrefix: 'Erro:',
    checkAgain: 'Confira suas respostas e envie o formulário de novo.',
    tooMany: 'Muitas mensagens foram enviadas da sua conexão. Aguarde alguns minutos e envie de novo.',
    tooLarge:
      'Os arquivos são muitos ou grandes demais juntos. Selecione menos arquivos ou arquivos menores e envie de novo.',
    sending: 'Enviando…',
    failed: 'Não foi possível enviar a mensagem. Verifique sua conexão e tente de novo.',
    honeypotLabel: 'Deixe este campo vazio',
    needsScript:
      'Este formulário precisa de JavaScript para ser enviado: ele confere que você não é um robô. Ative o JavaScript e envie o formulário de novo.',
    challengeFailed: 'Não conseguimos confirmar que você não é um robô. Envie o formulário de novo.',
  },
};

export function formTexts(locale: string): FormTexts {
  return locale.toLowerCase().startsWith('pt') ? TEXTS['pt-BR'] : TEXTS['en-US'];
}
