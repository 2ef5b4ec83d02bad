import type { SubmissionValue, SubmissionValues } from '@tessera/shared';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { formSubmissionFiles, formSubmissions, type SubmittedField } from '../../../db/forms-schema.ts';
import { apps, orgs, pages } from '../../../db/schema.ts';
import { escapeHtml } from '../../../mail/compose.ts';
import type { MailMessage } from '../../../mail/mailer.ts';
import type { LiveUrl } from '../../live/live-url.ts';

/** What a delivery says: the submission with its form's fields as they were, its files, and where it came from. */
export interface SubmissionContent {
  submissionId: string;
  appId: string;
  siteName: string;
  form: { key: string; name: string };
  page: { id: string; url: string } | null;
  fields: SubmittedField[];
  values: SubmissionValues;
  files: { field: string; name: string; size: number; mediaType: string }[];
  createdAt: Date;
}

/** The contents of several submissions at once (a worker's batch): two queries, whatever their number. */
export async function loadSubmissionContents(
  db: Db,
  submissionIds: string[],
  liveUrl: LiveUrl,
): Promise<Map<string, SubmissionContent>> {
  const contents = new Map<string, SubmissionContent>();
  const ids = [...new Set(submissionIds)];
  if (ids.length === 0) return contents;
  const rows = await db
    .select({
      submission: formSubmissions,
      siteName: apps.name,
      appAlias: apps.alias,
      orgAlias: orgs.alias,
      pageUrl: pages.url,
    })
    .from(formSubmissions)
    .innerJoin(apps, eq(apps.id, formSubmissions.appId))
    .innerJoin(orgs, eq(orgs.id, apps.orgId))
    .leftJoin(pages, eq(pages.id, formSubmissions.pageId))
    .where(inArray(formSubmissions.id, ids));
  for (const row of rows) {
    const s = row.submission;
    contents.set(s.id, {
      submissionId: s.id,
      appId: s.appId,
      siteName: row.siteName,
      form: { key: s.formKey, name: s.formName },
      page:
        s.pageId && row.pageUrl !== null
          ? { id: s.pageId, url: liveUrl(row.orgAlias, row.appAlias, row.pageUrl) }
          : null,
      fields: s.fields,
      values: s.values,
      files: [],
      createdAt: s.createdAt,
    });
  }
  const files = await db
    .select({
      submissionId: formSubmissionFiles.submissionId,
      field: formSubmissionFiles.field,
      name: formSubmissionFiles.name,
      size: formSubmissionFiles.size,
      mediaType: formSubmissionFiles.mediaType,
    })
    .from(formSubmissionFiles)
    .where(inArray(formSubmissionFiles.submissionId, ids))
    .orderBy(asc(formSubmissionFiles.field), asc(formSubmissionFiles.name));
  for (const { submissionId, size, ...file } of files) {
    contents.get(submissionId)?.files.push({ ...file, size: Number(size) });
  }
  return contents;
}

/** The webhook's JSON body (docs/decisions/0036). */
export function webhookPayload(content: SubmissionContent, now = new Date()) {
  return {
    type: 'form.submission' as const,
    timestamp: now.toISOString(),
    data: {
      submissionId: content.submissionId,
      appId: content.appId,
      form: content.form,
      ...(content.page ? { page: content.page } : {}),
      fields: content.fields.map(({ name, label, kind }) => ({ name, label, kind })),
      values: content.values,
      files: content.files,
    },
  };
}

const TEXTS = {
  'en-US': {
    subject: (form: string, site: string) => `New message: ${form} · ${site}`,
    intro: (form: string, site: string) => `A visitor sent the form “${form}” on ${site}.`,
    yes: 'Yes',
    no: 'No',
    empty: '—',
    files: 'Files (open the submission in the console to download them)',
    page: 'Page',
    closing: 'You receive this because you are a recipient of this form’s messages in Tessera.',
  },
  'pt-BR': {
    subject: (form: string, site: string) => `Nova mensagem: ${form} · ${site}`,
    intro: (form: string, site: string) => `Um visitante enviou o formulário “${form}” em ${site}.`,
    yes: 'Sim',
    no: 'Não',
    empty: '—',
    files: 'Arquivos (abra o envio no console para baixá-los)',
    page: 'Página',
    closing: 'Você recebe isto porque é destinatário das mensagens deste formulário no Tessera.',
  },
} as const;

const oneLine = (s: string) => s.replace(/[\r\n]+/g, ' ').trim();

function valueText(value: SubmissionValue | undefined, t: (typeof TEXTS)['en-US' | 'pt-BR']): string {
  if (value === undefined || value === '') return t.empty;
  if (typeof value === 'boolean') return value ? t.yes : t.no;
  if (Array.isArray(value)) return value.length ? value.join(', ') : t.empty;
  return value;
}

/** A plausible address typed into the form's e-mail field, for Reply-To; null when there is none. */
export function replyToOf(content: SubmissionContent): string | null {
  for (const field of content.fields) {
    if (field.kind !== 'email') continue;
    const value = content.values[field.name];
    if (
      typeof value === 'string' &&
      /^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+$/.test(value) &&
      value.length <= 254
    ) {
      return value;
    }
  }
  return null;
}

/**
 * One mail per submission to the delivery's recipients: a label/value table (HTML-escaped) and the same as text.
 * The subject has no line breaks, whatever the form's name or the site's.
 */
export function submissionMail(
  content: SubmissionContent,
  to: string,
  locale: string,
): MailMessage & { replyTo?: string } {
  const t = TEXTS[locale === 'pt-BR' ? 'pt-BR' : 'en-US'];
  const form = oneLine(content.form.name);
  const site = oneLine(content.siteName);
  const rows = content.fields
    .filter((field) => field.kind !== 'file')
    .map((field) => ({ label: field.label || field.name, value: valueText(content.values[field.name], t) }));
  if (content.page) rows.push({ label: t.page, value: content.page.url });
  const files = content.files.map((f) => `${f.name} (${f.mediaType}, ${f.size} B)`);
  const text = [
    t.intro(form, site),
    rows.map((r) => `${r.label}:\n${r.value}`).join('\n\n'),
    ...(files.length ? [`${t.files}:\n${files.join('\n')}`] : []),
    t.closing,
  ].join('\n\n');
  const cell = 'style="text-align:left;vertical-align:top;padding:4px 12px 4px 0"';
  const html = [
    `<p>${escapeHtml(t.intro(form, site))}</p>`,
    '<table cellspacing="0" cellpadding="0">',
    ...rows.map(
      (r) =>
        `<tr><th ${cell}>${escapeHtml(r.label)}</th><td ${cell}>${escapeHtml(r.value).replace(/\r?\n/g, '<br>')}</td></tr>`,
    ),
    '</table>',
    ...(files.length
      ? [`<p>${escapeHtml(t.files)}:</p><ul>${files.map((f) => `<li>${escapeHtml(f)}</li>`).join('')}</ul>`]
      : []),
    `<p>${escapeHtml(t.closing)}</p>`,
  ].join('');
  const replyTo = replyToOf(content);
  return {
    to,
    subject: oneLine(t.subject(form, site)),
    text: `${text}\n`,
    html,
    ...(replyTo ? { replyTo } : {}),
  };
}
