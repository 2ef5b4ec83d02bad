import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema.ts';
import type { AppAccess } from '../apps/policy.ts';
import type { ImportReport } from './import-report.ts';
import { type ExportedFile, exportTranslations, type FileFormat } from './translation-export.ts';
import {
  authorizeImport,
  type ImportNews,
  type ImportOptions,
  importTranslations,
} from './translation-import.ts';

/**
 * Translation files (issue 26, docs/decisions/0044): an app's texts in one of its other languages exported as
 * XLIFF 2.0 or flat JSON (page.read), and imported back (editor's rights) with a report before anything is
 * applied. The REST routes (routes.ts) are its only transport: a 20 MB file cannot come through GraphQL.
 */
export function createTranslationFileService(deps: { db: Db; collab?: ImportNews }) {
  return {
    export(
      viewer: UserRow,
      appId: unknown,
      request: { file: unknown; pages: unknown },
    ): Promise<ExportedFile> {
      return exportTranslations(deps.db, viewer, appId, request);
    },

    /** 404 for an app the user cannot see, 403 below editor: checked before the file is read. */
    authorizeImport(user: UserRow, appId: unknown): Promise<AppAccess> {
      return authorizeImport(deps.db, user, appId);
    },

    /** The report of the file against the app; applied when `options.apply`. Throws ImportRefused. */
    import(
      access: AppAccess,
      actor: UserRow,
      input: { text: string; format: FileFormat },
      options: ImportOptions,
    ): Promise<ImportReport> {
      return importTranslations(deps, access, actor, input, options);
    },
  };
}

export type TranslationFileService = ReturnType<typeof createTranslationFileService>;
