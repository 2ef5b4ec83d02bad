import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { placeholdersFor, splitRich } from '../lib/rich-text.ts';

/** The feed's sentences: `…_in_team` variants name the team when its name is known. */
export type ActivityActionKey =
  | 'org_create'
  | 'org_update'
  | 'team_create'
  | 'team_update'
  | 'team_delete'
  | 'member_invite'
  | 'member_invite_in_team'
  | 'member_join'
  | 'member_join_in_team'
  | 'member_role_change'
  | 'member_role_change_in_team'
  | 'member_remove'
  | 'member_remove_in_team'
  | 'invitation_revoke'
  | 'invitation_revoke_in_team'
  | 'app_create'
  | 'app_create_in_team'
  | 'app_update'
  | 'app_site_settings'
  | 'app_breakpoints'
  | 'app_locales'
  | 'app_translations_import'
  | 'app_translations_import_pages'
  | 'app_delete'
  | 'app_delete_in_team'
  | 'page_create'
  | 'page_create_with_url'
  | 'page_update'
  | 'page_update_with_url'
  | 'page_delete'
  | 'page_delete_with_url'
  | 'page_publish'
  | 'page_publish_with_url'
  | 'page_publish_version'
  | 'page_publish_with_errors'
  | 'page_rollback'
  | 'page_rollback_with_url'
  | 'page_rollback_version'
  | 'app_publish'
  | 'app_publish_with_pages'
  | 'media_create'
  | 'media_update'
  | 'media_rename'
  | 'media_delete'
  | 'prefab_create'
  | 'prefab_update'
  | 'prefab_rename'
  | 'prefab_delete'
  | 'collection_create'
  | 'collection_update'
  | 'collection_delete'
  | 'item_create'
  | 'item_create_in_collection'
  | 'item_create_untitled'
  | 'item_create_bare'
  | 'item_update'
  | 'item_update_in_collection'
  | 'item_update_untitled'
  | 'item_update_bare'
  | 'item_delete'
  | 'item_delete_count'
  | 'item_delete_bare'
  | 'item_publish'
  | 'item_publish_count'
  | 'item_publish_bare'
  | 'item_unpublish'
  | 'item_unpublish_count'
  | 'item_unpublish_bare'
  | 'other';

/** Translations whose `<b>…</b>` parts are shown in bold. */
export type RichKey =
  | 'teams.delete_question'
  | 'members.remove_question'
  | 'apps.delete_question'
  | 'app_pages.delete_question'
  | 'media.delete.question'
  | `activity.actions.${ActivityActionKey}`;

/** A translated sentence with bold values (names, e-mails), the values always rendered as plain text. */
export function RichText({ i18nKey, values }: { i18nKey: RichKey; values: Record<string, string> }) {
  const { t } = useTranslation();
  const names = Object.keys(values);
  // RichKey keeps callers to real keys; the stand-in values need the untyped signature.
  const translate = t as unknown as (key: string, options: Record<string, string>) => string;
  const template = translate(i18nKey, placeholdersFor(names));
  const segments = splitRich(
    template,
    names.map((name) => values[name] ?? ''),
  );
  return (
    <>
      {segments.map((segment, index) =>
        segment.bold ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments are positional and never reorder
          <b key={index}>{segment.text}</b>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments are positional and never reorder
          <Fragment key={index}>{segment.text}</Fragment>
        ),
      )}
    </>
  );
}
