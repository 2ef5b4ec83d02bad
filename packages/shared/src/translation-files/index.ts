/**
 * Translation files (issue 26): XLIFF 2.0 and flat JSON, written from and read into one model. Imported as
 * `@tessera/shared/translation-files`, never from the package's main entry, so the XML parser stays out of
 * the browser bundle.
 */
export { groupId, keyHash, unitId } from './ids.ts';
export { JSON_FORMAT, META_KEY, parseTranslationJson, toTranslationJson } from './json.ts';
export {
  MAX_PROBLEMS,
  type ParseOutcome,
  type TranslationFile,
  type TranslationGroup,
  type TranslationUnit,
} from './model.ts';
export { parseXliff } from './xliff-read.ts';
export { toXliff } from './xliff-write.ts';
