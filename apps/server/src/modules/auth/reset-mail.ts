import { isPortuguese } from '../../lib/locale.ts';
import { composeMail } from '../../mail/compose.ts';

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

export function resetPasswordMail(username: string, link: string, locale: string | undefined) {
  const t = isPortuguese(locale) ? TEXTS['pt-BR'] : TEXTS['en-US'];
  return composeMail({
    subject: t.subject,
    paragraphs: [t.greeting(username), t.body],
    link: { href: link, button: t.button },
    closing: t.ignore,
  });
}
