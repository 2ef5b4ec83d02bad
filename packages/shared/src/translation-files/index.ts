/**
 * Translation files (issue 26): XLIFF 2.0 and flat JSON, written from and read into one model. Imported as
 * `@tessera/shared/translation-files`, never from the package's main entry, so the XML parser stays out of
 * the browser bundle.
 */
export { groupId, keyHash, unitId } from './ids.ts';
export { JSON_FORMAT, META_KEY, parseTranslationJson, toTranslationJson } from './json.ts';
export {
  brickKey,
  keyOf,
  PAGE_SETTING_FIELDS,
  type PageSettingField,
  pageSettingKey,
  parseTranslationKey,
  type TranslationKey,
  templateKey,
} from './keys.ts';
export {
  MAX_PROBLEMS,
  overSizeLimit,
  type ParseOutcome,
  sizeProblem,
  type TranslationFile,
  type TranslationGroup,
  type TranslationUnit,
} from './model.ts';
export {
  type ContentHolders,
  contentHolders,
  type EntryHolder,
  isLockedIn,
  PAGE_SETTING_NOTES,
  type PageSettings,
  type PrefabLocks,
  pageGroup,
  propertyLabel,
  settingText,
  settingUnits,
  textView,
  withViewLocales,
} from './page-units.ts';
export {
  hasTranslation,
  sourceText,
  targetText,
  withoutTextTranslation,
  withTextTranslation,
} from './texts.ts';
export { parseXliff } from './xliff-read.ts';
export { toXliff } from './xliff-write.ts';
