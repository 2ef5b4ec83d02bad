import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations } from '../src/db/schema.ts';
import {
  createTestApp,
  gql,
  outboxFiles,
  parseMail,
  resetTokenIn,
  send,
  signUpAndIn,
  type TestApp,
  uniqueEmail,
} from './helpers.ts';
import { INVITE, invitationTokenIn, ok, ownerWithTeam, statusOf } from './org-helpers.ts';
import { type SmtpSink, startSmtpSink } from './smtp-sink.ts';

describe('mail over SMTP', () => {
  let receiver: SmtpSink;
  let t: TestApp;

  beforeAll(async () => {
    receiver = await startSmtpSink();
    t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${receiver.port}` });
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
  });

  it('sends the reset mail to the user through the SMTP server, not to the outbox', async () => {
    const user = await signUpAndIn(t, 'smtp');
    const before = receiver.received.length;
    const response = await send(t, 'POST', '/password/reset', { body: { email: user.email } });
    expect(response.statusCode).toBe(200);
    await t.services.background.idle();

    expect(receiver.received).toHaveLength(before + 1);
    const message = receiver.received[before]!;
    const mail = parseMail(message.raw);
    expect(message.to).toEqual([user.email]);
    expect(message.from).toBe('no-reply@tessera.localhost');
    expect(mail.to).toContain(user.email);
    expect(mail.subject).toBe('Reset your Tessera password');
    expect(mail.text).toContain('http://localhost:4999/password/new/');
    const token = resetTokenIn(mail);
    expect(token?.length).toBeGreaterThanOrEqual(100);
    expect(mail.html).toContain(`/password/new/${token}`);

    expect(outboxFiles(t)).toEqual([]);

    // The link's token really resets the password.
    const update = await send(t, 'PUT', '/password/update', { body: { token, password: 'from-smtp-pass' } });
    expect(update.statusCode).toBe(200);
    expect(
      (await send(t, 'POST', '/signin', { body: { email: user.email, password: 'from-smtp-pass' } }))
        .statusCode,
    ).toBe(200);
  });

  it('writes the mail in Portuguese when the request asks for pt-BR', async () => {
    const user = await signUpAndIn(t, 'smtppt');
    const before = receiver.received.length;
    await send(t, 'POST', '/password/reset', {
      body: { email: user.email },
      headers: { 'accept-language': 'pt-BR' },
    });
    await t.services.background.idle();
    expect(receiver.received).toHaveLength(before + 1);
    const mail = parseMail(receiver.received[before]!.raw);
    expect(mail.subject).toBe('Redefina sua senha do Tessera');
    expect(mail.text).toContain('Olá');
    expect(resetTokenIn(mail)?.length).toBeGreaterThanOrEqual(100);
  });

  it('sends nothing for an unknown e-mail', async () => {
    const before = receiver.received.length;
    const response = await send(t, 'POST', '/password/reset', { body: { email: uniqueEmail('nobody') } });
    expect(response.statusCode).toBe(200);
    await t.services.background.idle();
    expect(receiver.received).toHaveLength(before);
  });

  it('sends the invitation mail through the SMTP server, with the accept link', async () => {
    const { owner: admin, team } = await ownerWithTeam(t, 'smtpinviter', {
      org: 'Smtp Org',
      team: 'Smtp Team',
    });
    const email = uniqueEmail('smtpinvitee');
    const before = receiver.received.length;
    const answer = await gql(t, INVITE, { teamId: team.id, email, role: 'editor' }, admin.token);
    expect(ok(answer).inviteTeamMember).toEqual({
      type: 'success',
      message: 'Invitation sent to the email provided',
    });
    expect(receiver.received).toHaveLength(before + 1);
    const { raw, to } = receiver.received[before]!;
    const mail = parseMail(raw);
    expect(to).toEqual([email]);
    expect(mail.subject).toContain('Smtp Team');
    expect(mail.text).toContain('http://localhost:4999/invitations/');
    expect(invitationTokenIn(mail)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(outboxFiles(t)).toEqual([]);
  });

  it('answers the same when the SMTP server is down', async () => {
    const user = await signUpAndIn(t, 'smtpdown');
    const up = await send(t, 'POST', '/password/reset', { body: { email: uniqueEmail('nobody') } });
    await receiver.close();
    const down = await send(t, 'POST', '/password/reset', { body: { email: user.email } });
    expect(down.statusCode).toBe(up.statusCode);
    expect(down.body).toBe(up.body);
    expect(outboxFiles(t)).toEqual([]);
  });

  it('tells the inviter when the invitation mail could not leave (SMTP down), and keeps it pending', async () => {
    await receiver.close();
    const { owner: admin, team } = await ownerWithTeam(t, 'smtpdowninviter', {
      org: 'Down Org',
      team: 'Down Team',
    });
    const email = uniqueEmail('smtpdowninvitee');
    const answer = await gql(t, INVITE, { teamId: team.id, email, role: 'viewer' }, admin.token);
    expect(statusOf(answer)).toBe(502);
    expect(answer.errors?.[0]?.message).toBe('the invitation could not be e-mailed, try again later');
    const rows = await t.database.db.select().from(invitations).where(eq(invitations.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.revokedAt).toBeNull();
  });
});
