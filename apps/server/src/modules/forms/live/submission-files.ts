import { randomUUID } from 'node:crypto';
import {
  extensionOf,
  type FieldProblem,
  FORM_FILE_EXTENSIONS,
  type FormLocale,
  fieldProblemMessage,
  LIMITS,
  MEDIA_EXTENSIONS,
  type PublishedField,
  type PublishedForm,
  type SubmissionResult,
} from '@tessera/shared';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../../db/client.ts';
import { formSubmissionFiles } from '../../../db/forms-schema.ts';
import { AppError } from '../../../lib/errors.ts';
import { newFormFileKey } from '../../media/keys.ts';
import type { MediaStorage } from '../../media/storage/index.ts';
import { drain, type ReceivedFile, type UploadService } from '../../media/upload-service.ts';

/** One file a visitor sent, checked by its own bytes, waiting in the storage's temporary directory. */
export interface IncomingFile {
  field: string;
  /** The visitor's file name, without any path, control characters cut, at most NAME_MAX characters. */
  name: string;
  received: ReceivedFile;
}

/** What a multipart post to a live form holds, or why it was not read to its end. */
export type MultipartRead =
  | {
      kind: 'read';
      /** Text fields' values by name; under a file field's name, one entry (its file name) per file sent. */
      raw: Record<string, string[]>;
      files: IncomingFile[];
      /** The first problem of a file field's files (a refused type, a file too large), by field name. */
      problems: Map<string, FieldProblem>;
    }
  | { kind: 'tooLarge'; raw: Record<string, string[]> }
  | { kind: 'malformed' };

const NAME_MAX = 200;
const MB = 1024 * 1024;

/** The file name as stored and shown: its last path segment, no control characters, bounded. */
export function visitorFileName(filename: string, extension: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is cut
  const clean = [...base.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, '').trim()];
  return clean.length > 0 ? clean.slice(-NAME_MAX).join('') : `file.${extension}`;
}

/** The extensions a file field accepts: its own list, else every extension forms accept (never SVG). */
function acceptedBy(field: PublishedField): readonly string[] {
  return field.accept && field.accept.length > 0 ? field.accept : FORM_FILE_EXTENSIONS;
}

function typeProblem(field: PublishedField): FieldProblem {
  return { kind: 'fileType', accept: acceptedBy(field).map((ext) => ext.toUpperCase()) };
}

/**
 * The multipart parser's limit of files: LIMITS.forms.files per file field, so a field sent more than its own
 * most (below that) is told so on the form; past it the body is refused whole (413).
 */
function mostFiles(form: PublishedForm): number {
  return form.fields.filter((field) => field.kind === 'file').length * LIMITS.forms.files;
}

/** Whether a body that declares its length declares more than LIMITS.forms.multipartBytes. */
export function declaredTooLarge(request: FastifyRequest): boolean {
  const length = Number(request.headers['content-length']);
  return Number.isFinite(length) && length > LIMITS.forms.multipartBytes;
}

/**
 * Reads a multipart post to a live form to its end (issue 24): text fields into `raw`, each file of a file field
 * streamed by the media upload's `receive` (a temporary file, the bytes checked against the extension: an .exe
 * renamed .png is refused) after its extension is checked against the field's `accept`. A file past the field's
 * most is not received (validateSubmission reports the count). LIMITS.forms: each file's size (a field problem,
 * so the form is shown again), all files together, parts. Parts under names that are no field, and files under a
 * text field's name, are read and thrown away. Nothing received is kept when this does not return 'read'.
 */
export async function readMultipartSubmission(
  request: FastifyRequest,
  form: PublishedForm,
  uploads: Pick<UploadService, 'receive' | 'discard'>,
): Promise<MultipartRead> {
  const raw: Record<string, string[]> = Object.create(null);
  const files: IncomingFile[] = [];
  const problems = new Map<string, FieldProblem>();
  const fields = new Map(form.fields.map((field) => [field.name, field]));
  let total = 0;
  let tooLarge = false;
  const push = (name: string, value: string) => {
    const values = raw[name];
    if (values) values.push(value);
    else raw[name] = [value];
  };
  try {
    const parts = request.parts({
      limits: {
        fileSize: LIMITS.forms.fileBytes,
        files: Math.max(1, mostFiles(form)),
        parts: LIMITS.forms.parts,
        fields: LIMITS.forms.parts,
        // A long text's characters, each up to four bytes in UTF-8.
        fieldSize: LIMITS.forms.longTextMax * 4,
        headerPairs: 100,
      },
    });
    for await (const part of parts) {
      const field = fields.get(part.fieldname);
      if (part.type === 'field') {
        if (part.valueTruncated) tooLarge = true;
        // A file field's entries are its files: a text value under its name counts for nothing.
        else if (field?.kind !== 'file' && typeof part.value === 'string') push(part.fieldname, part.value);
        continue;
      }
      if (field?.kind !== 'file' || part.filename === '' || tooLarge) {
        await drain(part.file);
        continue;
      }
      const extension = extensionOf(part.filename);
      const name = visitorFileName(part.filename, extension);
      push(field.name, name);
      const count = raw[field.name]?.length ?? 0;
      if (count > (field.maxSelections ?? 1) || problems.has(field.name)) {
        await drain(part.file);
        continue;
      }
      if (!acceptedBy(field).includes(extension)) {
        problems.set(field.name, typeProblem(field));
        await drain(part.file);
        continue;
      }
      try {
        const received = await uploads.receive(name, part.file);
        files.push({ field: field.name, name, received });
        total += received.receivedSize;
        if (total > LIMITS.forms.multipartBytes) tooLarge = true;
      } catch (error) {
        if (!(error instanceof AppError) || (error.status !== 413 && error.status !== 415)) throw error;
        problems.set(
          field.name,
          error.status === 413
            ? { kind: 'fileSize', maxMb: Math.floor(LIMITS.forms.fileBytes / MB) }
            : typeProblem(field),
        );
        await drain(part.file).catch(() => undefined);
      }
    }
  } catch (error) {
    await discardFiles(uploads, files);
    // A full disk is the server's; the rest is the body's: cut short, too many parts, a forbidden name.
    if (error && typeof error === 'object' && 'syscall' in error) throw error;
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 413) return { kind: 'tooLarge', raw };
    return { kind: 'malformed' };
  }
  if (tooLarge) {
    await discardFiles(uploads, files);
    return { kind: 'tooLarge', raw };
  }
  return { kind: 'read', raw, files, problems };
}

/** Removes received files that will not be stored (already moved ones are not there any more). */
export async function discardFiles(
  uploads: Pick<UploadService, 'discard'>,
  files: readonly IncomingFile[],
): Promise<void> {
  await Promise.allSettled(files.map((file) => uploads.discard(file.received)));
}

/**
 * A submission's files as accept-submission takes them: their problems join the values' errors (one per field,
 * in the form's order); `put` puts them in storage under `forms/{appId}/{submissionId}/{fileId}.{ext}`, `record`
 * writes their rows in the submission's transaction; `unstore` removes what was put when the submission fails.
 */
export function submissionFiles(
  storage: MediaStorage,
  read: { files: IncomingFile[]; problems: Map<string, FieldProblem> },
) {
  const stored: string[] = [];
  const rows: (typeof formSubmissionFiles.$inferInsert)[] = [];
  return {
    check(form: PublishedForm, result: SubmissionResult, locale: FormLocale): SubmissionResult {
      if (read.problems.size === 0) return result;
      const earlier = new Map((result.ok ? [] : result.errors).map((error) => [error.name, error]));
      const errors = form.fields.flatMap((field) => {
        const error = earlier.get(field.name);
        if (error) return [error];
        const problem = read.problems.get(field.name);
        return problem
          ? [{ name: field.name, message: fieldProblemMessage(problem, field.label, locale) }]
          : [];
      });
      return { ok: false, errors };
    },

    /**
     * Puts the files in storage, once (outside any transaction: a slow put holds no connection, and a group of
     * submissions tried again one by one does not put them twice); `record` then writes their rows.
     */
    async put(appId: string, submissionId: string): Promise<void> {
      if (rows.length > 0 || read.files.length === 0) return;
      for (const file of read.files) {
        const id = randomUUID();
        const { extension, size, tempFile } = file.received;
        const key = newFormFileKey(appId, submissionId, id, extension);
        const mime = MEDIA_EXTENSIONS[extension].mime;
        stored.push(key);
        await storage.put(key, tempFile, mime);
        rows.push({
          id,
          submissionId,
          appId,
          field: file.field,
          key,
          name: file.name,
          extension,
          mediaType: mime,
          size,
        });
      }
    },

    /** The put files' records, in the submission's transaction (again if that transaction is tried again). */
    async record(tx: Tx): Promise<void> {
      if (rows.length > 0) await tx.insert(formSubmissionFiles).values(rows);
    },

    async unstore(): Promise<void> {
      await Promise.allSettled(stored.map((key) => storage.delete(key)));
    },
  };
}

export type SubmissionFiles = ReturnType<typeof submissionFiles>;
