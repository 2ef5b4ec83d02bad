import { isPortuguese } from '../../lib/locale.ts';

const TEXTS = {
  'en-US': {
    subject: 'Reset your Tessera password',
    greeting: (name: string) => `Hello ${name},`,
    body: 'Someone asked to reset the password of your Tessera account. Open this link within one hour to choose a new one:',
    ignore: 'If it was not you, ignore this message: your password stays as it is.',
    button: 'Choose a new password',
  },
  'pt-BR': {
    subject: 'Redefina sua senha do Tessera',
    greeting: (name: string) => `Olá ${name},`,
    body: 'Alguém pediu para redefinir a senha da sua conta Tessera. Abra este link em até uma hora para escolher uma nova:',
    ignore: 'Se não foi você, ignore esta mensagem: sua senha continua a mesma.',
    button: 'Escolher nova senha',
  },
} as const;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function resetPasswordMail(username: string, link: string, locale: string | undefined) {
  const t = isPortuguese(locale) ? TEXTS['pt-BR'] : TEXTS['en-US'];
  return {
    subject: t.subject,
    text: `${t.greeting(username)}\n\n${t.body}\n\n${link}\n\n${t.ignore}\n`,
    html: `<p>${escapeHtml(t.greeting(username))}</p><p>${escapeHtml(t.body)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(t.button)}</a></p><p>${escapeHtml(link)}</p><p>${escapeHtml(t.ignore)}</p>`,
  };
}
