import type { ActivityActionKey, RichKey } from '../../components/rich-text.tsx';
import type { Activity } from './api/activities.ts';

type SentenceKey = ActivityActionKey;

type Sentence = {
  /** The sentence without the team, and (for actions inside a team) the one naming it. */
  plain: SentenceKey;
  inTeam?: SentenceKey;
  /** For page actions: the sentence naming the page's URL, when the details carry it. */
  withUrl?: SentenceKey;
  /** For a rename: the sentence naming the previous name, when the details carry it. */
  withPrevious?: SentenceKey;
  /** For a publish or a rollback: the sentence naming the version's number too (with the URL). */
  withNumber?: SentenceKey;
  /** For a publish: the sentence also counting the components that could not be rendered, when any. */
  withErrors?: SentenceKey;
  /** For an app's publish: the sentence counting the pages published. */
  withPages?: SentenceKey;
};

/** The actions the feed words in both languages; anything else reads "did <action> on <name>". */
export const ACTION_SENTENCES: Readonly<Record<string, Sentence>> = {
  'org.create': { plain: 'org_create' },
  'org.update': { plain: 'org_update' },
  'team.create': { plain: 'team_create' },
  'team.update': { plain: 'team_update' },
  'team.delete': { plain: 'team_delete' },
  'member.invite': { plain: 'member_invite', inTeam: 'member_invite_in_team' },
  'member.join': { plain: 'member_join', inTeam: 'member_join_in_team' },
  'member.role_change': { plain: 'member_role_change', inTeam: 'member_role_change_in_team' },
  'member.remove': { plain: 'member_remove', inTeam: 'member_remove_in_team' },
  'invitation.revoke': { plain: 'invitation_revoke', inTeam: 'invitation_revoke_in_team' },
  'app.create': { plain: 'app_create', inTeam: 'app_create_in_team' },
  'app.update': { plain: 'app_update' },
  'app.site_settings': { plain: 'app_site_settings' },
  'app.breakpoints': { plain: 'app_breakpoints' },
  'app.locales': { plain: 'app_locales' },
  'app.translations_import': { plain: 'app_translations_import', withPages: 'app_translations_import_pages' },
  'app.delete': { plain: 'app_delete', inTeam: 'app_delete_in_team' },
  'page.create': { plain: 'page_create', withUrl: 'page_create_with_url' },
  'page.update': { plain: 'page_update', withUrl: 'page_update_with_url' },
  'page.delete': { plain: 'page_delete', withUrl: 'page_delete_with_url' },
  'page.publish': {
    plain: 'page_publish',
    withUrl: 'page_publish_with_url',
    withNumber: 'page_publish_version',
    withErrors: 'page_publish_with_errors',
  },
  'page.rollback': {
    plain: 'page_rollback',
    withUrl: 'page_rollback_with_url',
    withNumber: 'page_rollback_version',
  },
  'app.publish': { plain: 'app_publish', withPages: 'app_publish_with_pages' },
  'media.create': { plain: 'media_create' },
  'media.update': { plain: 'media_update', withPrevious: 'media_rename' },
  'media.delete': { plain: 'media_delete' },
  'prefab.create': { plain: 'prefab_create' },
  'prefab.update': { plain: 'prefab_update', withPrevious: 'prefab_rename' },
  'prefab.delete': { plain: 'prefab_delete' },
  'collection.create': { plain: 'collection_create' },
  'collection.update': { plain: 'collection_update' },
  'collection.delete': { plain: 'collection_delete' },
};

/**
 * Content collections' item actions (issue 27): a create or update names the item's title and its collection; a
 * bulk delete, publish or unpublish (one record per action) names the collection and counts the items. Either
 * may be missing from the details: the sentence then leaves it out.
 */
const ITEM_ACTIONS = new Set(['item.create', 'item.update', 'item.delete', 'item.publish', 'item.unpublish']);

function itemSentence(action: string, title: string, collection: string, items: string): SentenceKey {
  const verb = action.slice('item.'.length) as 'create' | 'update' | 'delete' | 'publish' | 'unpublish';
  if (verb === 'create' || verb === 'update') {
    if (title && collection) return `item_${verb}_in_collection`;
    if (title) return `item_${verb}`;
    return collection ? `item_${verb}_untitled` : `item_${verb}_bare`;
  }
  if (!collection) return `item_${verb}_bare`;
  return items ? `item_${verb}_count` : `item_${verb}`;
}

function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** A count the details carry (a number, or a list whose length counts), as text; '' when absent. */
function count(value: unknown): string {
  if (Array.isArray(value)) return String(value.length);
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? String(Math.trunc(value)) : '';
}

export interface ActivityText {
  key: RichKey;
  /** `role` is a raw role (viewer…admin), for the caller to translate. */
  values: {
    name: string;
    team: string;
    email: string;
    member: string;
    role: string;
    action: string;
    url: string;
    /** A renamed entity's previous name. */
    previous: string;
    /** A published or rolled back version's number. */
    number: string;
    /** How many components of a published version could not be rendered. */
    errors: string;
    /** How many pages an app's publish published (or a translation import changed). */
    pages: string;
    /** The language of a translation import. */
    locale: string;
    /** An item action's collection. */
    collection: string;
    /** How many items a bulk item action concerned. */
    count: string;
  };
}

/**
 * Which sentence tells an activity and the values it needs. The entity names what was acted on (a team,
 * a member's username, an invited e-mail, an app, a page, a media file, a prefab; a page's details may carry its URL, a
 * rename's the previous name, a publish the version's number and how many components failed, an app's publish how many
 * pages); the team is named from the details or, failing that, from
 * the teams the user can see (`teamNames`), and left out when unknown (a deleted team).
 */
export function sentenceOf(
  activity: Activity,
  teamNames: ReadonlyMap<string, string> = new Map(),
): ActivityText {
  const details = activity.details ?? {};
  const sentence = ACTION_SENTENCES[activity.action];
  const name = activity.entityName ?? text(details.name);
  const team = text(details.teamName) || (activity.teamId ? (teamNames.get(activity.teamId) ?? '') : '');
  const url = text(details.url);
  const previous = text(details.previousName);
  const number = text(details.number);
  const errors = count(details.errors);
  const pages = count(details.pages);
  const isItem = ITEM_ACTIONS.has(activity.action);
  // An item action's record is the item's (its title the name) or the collection's (its name the collection).
  const collection =
    text(details.collectionName) || (activity.entityType === 'collection' ? (activity.entityName ?? '') : '');
  const title = isItem
    ? text(details.title) || (activity.entityType === 'collection' ? '' : (activity.entityName ?? ''))
    : '';
  const items = count(details.count ?? details.ids ?? details.items);
  let key: SentenceKey = 'other';
  if (isItem) key = itemSentence(activity.action, title, collection, items);
  else if (sentence) {
    if (team && sentence.inTeam) key = sentence.inTeam;
    else if (url && number && errors && errors !== '0' && sentence.withErrors) key = sentence.withErrors;
    else if (url && number && sentence.withNumber) key = sentence.withNumber;
    else if (url && sentence.withUrl) key = sentence.withUrl;
    else if (pages && sentence.withPages) key = sentence.withPages;
    else if (previous && sentence.withPrevious) key = sentence.withPrevious;
    else key = sentence.plain;
  }
  return {
    key: `activity.actions.${key}`,
    values: {
      name: isItem ? title : name,
      team,
      email: text(details.email) || name,
      member: name,
      // A role change names the new role; invitations, joins and removals the role they concern.
      role: text(details.to) || text(details.role),
      action: activity.action,
      url,
      previous,
      number,
      errors,
      pages,
      locale: text(details.locale),
      collection,
      count: items,
    },
  };
}
