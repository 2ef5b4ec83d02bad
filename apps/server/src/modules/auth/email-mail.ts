import { TTL } from '@tessera/shared';
import { isPortuguese } from '../../lib/locale.ts';
import { composeMail } from '../../mail/compose.ts';

const HOURS = TTL.emailConfirmationHours;

const TEXTS = {
  'en-US': {
    greeting: (name: string) => `Hello ${name},`,
    verifySubject: 'Confirm your e-mail address for Tessera',
    verifyBody: `Open this link within ${HOURS} hours to confirm that this address is yours. Invitations to teams can be accepted once it is confirmed:`,
    changeSubject: 'Confirm your new e-mail address for Tessera',
    changeBody: `Someone asked to make this the sign-in address of a Tessera account. Open this link within ${HOURS} hours to confirm; until then the account keeps its old address:`,
    button: 'Confirm this address',
    ignore: 'If it was not you, ignore this message: nothing changes.',
    takenSubject: 'Someone tried to use your e-mail address on Tessera',
    takenBody:
      'Someone asked to make this address the sign-in address of another Tessera account. It already signs in to your account, so nothing changed.',
    takenClosing:
      'If it was you, sign in with this address; if you forgot its password, use "Forgot your password?" on the sign-in page.',
    requestedSubject: 'A change of your Tessera e-mail address was requested',
    requestedBody: (email: string) =>
      `Someone signed in to your Tessera account asked to make ${email} its sign-in address. It changes only when the link sent there is opened.`,
    requestedClosing:
      'If it was not you, change your password now (or use "Forgot your password?" on the sign-in page): that cancels the change and signs out every other device.',
    changedSubject: 'The e-mail address of your Tessera account was changed',
    changedBody: (email: string) =>
      `The sign-in address of your Tessera account is now ${email}. This address no longer signs in, and password reset links go to the new one.`,
    changedClosing:
      'If you did not make this change, sign in with the new address if you can and change the password, or ask your organization to remove the account from its teams.',
  },
  'pt-BR': {
    greeting: (name: string) => `Olá ${name},`,
    verifySubject: 'Confirme seu endereço de e-mail no Tessera',
    verifyBody: `Abra este link em até ${HOURS} horas para confirmar que este endereço é seu. Convites para times podem ser aceitos depois da confirmação:`,
    changeSubject: 'Confirme seu novo endereço de e-mail no Tessera',
    changeBody: `Alguém pediu para tornar este o endereço de acesso de uma conta Tessera. Abra este link em até ${HOURS} horas para confirmar; até lá a conta mantém o endereço antigo:`,
    button: 'Confirmar este endereço',
    ignore: 'Se não foi você, ignore esta mensagem: nada muda.',
    takenSubject: 'Alguém tentou usar seu endereço de e-mail no Tessera',
    takenBody:
      'Alguém pediu para tornar este endereço o endereço de acesso de outra conta Tessera. Ele já dá acesso à sua conta, então nada mudou.',
    takenClosing:
      'Se foi você, entre com este endereço; se esqueceu a senha, use "Esqueceu sua senha?" na página de entrada.',
    requestedSubject: 'Foi pedida uma troca do seu endereço de e-mail no Tessera',
    requestedBody: (email: string) =>
      `Alguém conectado à sua conta Tessera pediu para tornar ${email} o endereço de acesso. Ele só muda quando o link enviado para lá for aberto.`,
    requestedClosing:
      'Se não foi você, troque sua senha agora (ou use "Esqueceu sua senha?" na página de entrada): isso cancela a troca e desconecta todos os outros dispositivos.',
    changedSubject: 'O endereço de e-mail da sua conta Tessera foi alterado',
    changedBody: (email: string) =>
      `O endereço de acesso da sua conta Tessera agora é ${email}. Este endereço não dá mais acesso, e os links de redefinição de senha vão para o novo.`,
    changedClosing:
      'Se você não fez esta alteração, entre com o novo endereço se puder e troque a senha, ou peça à sua organização que remova a conta dos times.',
  },
} as const;

const textsFor = (locale: string | undefined) => (isPortuguese(locale) ? TEXTS['pt-BR'] : TEXTS['en-US']);

/** The link that confirms an address: a new account's (`verify`) or the new one of a change (`change`). */
export function confirmationMail(
  kind: 'verify' | 'change',
  username: string,
  link: string,
  locale: string | undefined,
) {
  const t = textsFor(locale);
  return composeMail({
    subject: kind === 'verify' ? t.verifySubject : t.changeSubject,
    paragraphs: [t.greeting(username), kind === 'verify' ? t.verifyBody : t.changeBody],
    link: { href: link, button: t.button },
    closing: t.ignore,
  });
}

/** To an address asked for by another account while it already signs in to one: no link, nothing changes. */
export function addressTakenMail(username: string, locale: string | undefined) {
  const t = textsFor(locale);
  return composeMail({
    subject: t.takenSubject,
    paragraphs: [t.greeting(username), t.takenBody],
    closing: t.takenClosing,
  });
}

/** To the current address when a change is asked for: how to stop it. */
export function changeRequestedMail(username: string, newEmail: string, locale: string | undefined) {
  const t = textsFor(locale);
  return composeMail({
    subject: t.requestedSubject,
    paragraphs: [t.greeting(username), t.requestedBody(newEmail)],
    closing: t.requestedClosing,
  });
}

/** To the old address once a change took effect. */
export function addressChangedMail(username: string, newEmail: string, locale: string | undefined) {
  const t = textsFor(locale);
  return composeMail({
    subject: t.changedSubject,
    paragraphs: [t.greeting(username), t.changedBody(newEmail)],
    closing: t.changedClosing,
  });
}
