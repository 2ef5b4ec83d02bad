import { describe, expect, it } from 'vitest';
import { replyToOf, type SubmissionContent, submissionMail, webhookPayload } from './content.ts';

const content = (over: Partial<SubmissionContent> = {}): SubmissionContent => ({
  submissionId: 's1',
  appId: 'a1',
  siteName: 'Acme\r\nBcc: x@example.com',
  form: { key: 'p1/b1', name: 'Contact\nus' },
  page: { id: 'p1', url: 'http://o--a.localhost:4000/contact' },
  fields: [
    { name: 'name', label: 'Name', kind: 'text' },
    { name: 'email', label: 'E-mail', kind: 'email' },
    { name: 'ok', label: 'Consent', kind: 'consent' },
    { name: 'cv', label: 'CV', kind: 'file' },
  ],
  values: { name: '<img src=x onerror=alert(1)>', email: 'v@example.org', ok: false },
  files: [{ field: 'cv', name: 'cv.pdf', size: 1234, mediaType: 'application/pdf' }],
  createdAt: new Date('2026-01-01T00:00:00Z'),
  ...over,
});

describe('submission e-mail', () => {
  it('has a one-line subject, a Reply-To and an escaped label/value table', () => {
    const mail = submissionMail(content(), 'team@example.com', 'en-US');
    expect(mail.subject).toBe('New message: Contact us · Acme Bcc: x@example.com');
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.replyTo).toBe('v@example.org');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain(
      '<th style="text-align:left;vertical-align:top;padding:4px 12px 4px 0">Consent</th>',
    );
    expect(mail.text).toContain('Consent:\nNo');
    expect(mail.text).toContain('cv.pdf (application/pdf, 1234 B)');
    expect(mail.text).toContain('http://o--a.localhost:4000/contact');
  });

  it('is written in Portuguese for pt-BR', () => {
    const mail = submissionMail(content(), 'team@example.com', 'pt-BR');
    expect(mail.subject.startsWith('Nova mensagem: Contact us · ')).toBe(true);
    expect(mail.text).toContain('Consent:\nNão');
    expect(mail.text).toContain('Arquivos');
  });

  it('has no Reply-To when the e-mail field holds no plausible address', () => {
    const c = content({ values: { email: 'a@b.c\r\nBcc: evil@example.com' } });
    expect(replyToOf(c)).toBeNull();
    expect(submissionMail(c, 't@example.com', 'en-US').replyTo).toBeUndefined();
  });
});

describe('webhook payload', () => {
  it('carries the submission, its fields as they were, and its files', () => {
    const payload = webhookPayload(content(), new Date('2026-01-02T00:00:00Z'));
    expect(payload).toEqual({
      type: 'form.submission',
      timestamp: '2026-01-02T00:00:00.000Z',
      data: {
        submissionId: 's1',
        appId: 'a1',
        form: { key: 'p1/b1', name: 'Contact\nus' },
        page: { id: 'p1', url: 'http://o--a.localhost:4000/contact' },
        fields: content().fields,
        values: content().values,
        files: content().files,
      },
    });
    expect('page' in webhookPayload(content({ page: null })).data).toBe(false);
  });
});
