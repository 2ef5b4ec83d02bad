import { TTL } from '@tessera/shared';
import { isPortuguese } from '../../lib/locale.ts';
import { composeMail } from '../../mail/compose.ts';

const ROLE_NAMES = {
  'en-US': {
    viewer: 'viewer',
    editor: 'editor',
    publisher: 'publisher',
    developer: 'developer',
    admin: 'manager',
  },
  'pt-BR': {
    viewer: 'leitor',
    editor: 'editor',
    publisher: 'publicador',
    developer: 'desenvolvedor',
    admin: 'gerente',
  },
} as const;

const TEXTS = {
  'en-US': {
    subject: (team: string, org: string) => `You are invited to the team ${team} of ${org} on Tessera`,
    body: (inviter: string, team: string, org: string, role: string) =>
      `${inviter} invited you to join the team ${team} of the organization ${org} on Tessera, as ${role}.`,
    action: `Open this link within ${TTL.invitationDays} days to accept; sign in or create an account with this e-mail address:`,
    ignore: 'If you do not expect this invitation, ignore this message.',
    button: 'Accept the invitation',
  },
  'pt-BR': {
    subject: (team: string, org: string) => `Você foi convidado para o time ${team} de ${org} no Tessera`,
    body: (inviter: string, team: string, org: string, role: string) =>
      `${inviter} convidou você para o time ${team} da organização ${org} no Tessera, como ${role}.`,
    action: `Abra este link em até ${TTL.invitationDays} dias para aceitar; entre ou crie uma conta com este endereço de e-mail:`,
    ignore: 'Se você não esperava este convite, ignore esta mensagem.',
    button: 'Aceitar o convite',
  },
} as const;

export function invitationMail(
  details: { inviter: string; team: string; org: string; role: keyof (typeof ROLE_NAMES)['en-US'] },
  link: string,
  locale: string | undefined,
) {
  const language = isPortuguese(locale) ? 'pt-BR' : 'en-US';
  const t = TEXTS[language];
  const body = t.body(details.inviter, details.team, details.org, ROLE_NAMES[language][details.role]);
  return composeMail({
    subject: t.subject(details.team, details.org),
    paragraphs: [body, t.action],
    link: { href: link, button: t.button },
    closing: t.ignore,
  });
}
