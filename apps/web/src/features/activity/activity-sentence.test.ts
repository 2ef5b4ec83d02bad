import { describe, expect, it } from 'vitest';
import enUS from '../../i18n/en-US.json';
import ptBR from '../../i18n/pt-BR.json';
import { ACTION_SENTENCES, sentenceOf } from './activity-sentence.ts';
import type { Activity } from './api/activities.ts';

const base: Activity = {
  id: 'a1',
  action: 'team.create',
  entityType: 'team',
  entityId: 't1',
  entityName: 'Design',
  actor: { id: 'u1', username: 'Ada' },
  teamId: 't1',
  appId: null,
  details: null,
  createdAt: '2025-06-10T12:00:00Z',
};

describe('activity sentences', () => {
  it('has every sentence in both languages, and a fallback', () => {
    const keys = Object.values(ACTION_SENTENCES).flatMap((s) => [
      s.plain,
      ...(s.inTeam ? [s.inTeam] : []),
      ...(s.withUrl ? [s.withUrl] : []),
      ...(s.withPrevious ? [s.withPrevious] : []),
      ...(s.withNumber ? [s.withNumber] : []),
      ...(s.withErrors ? [s.withErrors] : []),
      ...(s.withPages ? [s.withPages] : []),
    ]);
    for (const key of [...keys, 'other'] as const) {
      expect(enUS.activity.actions[key], key).toBeTruthy();
      expect(ptBR.activity.actions[key], key).toBeTruthy();
    }
  });

  it("words an app's breakpoint changes in both languages", () => {
    const changed: Activity = {
      ...base,
      action: 'app.breakpoints',
      entityType: 'app',
      entityName: 'Bakery',
      appId: 'app1',
      details: {
        added: ['large-phone'],
        changed: [],
        removed: ['phone'],
        clearedPages: 2,
        clearedPrefabs: 0,
      },
    };
    expect(sentenceOf(changed)).toMatchObject({
      key: 'activity.actions.app_breakpoints',
      values: { name: 'Bakery' },
    });
    expect(enUS.activity.actions.app_breakpoints).toContain('breakpoints');
    expect(ptBR.activity.actions.app_breakpoints).toContain('alterou');
  });

  it('words a translation import in both languages, with its language and how many pages changed', () => {
    const imported: Activity = {
      ...base,
      action: 'app.translations_import',
      entityType: 'app',
      entityName: 'Bakery',
      appId: 'app1',
      details: { locale: 'pt-BR', format: 'xliff', pages: 3, added: 10, changed: 2, removed: 0 },
    };
    expect(sentenceOf(imported)).toMatchObject({
      key: 'activity.actions.app_translations_import_pages',
      values: { name: 'Bakery', locale: 'pt-BR', pages: '3' },
    });
    expect(sentenceOf({ ...imported, details: { locale: 'pt-BR' } }).key).toBe(
      'activity.actions.app_translations_import',
    );
    expect(enUS.activity.actions.app_translations_import_pages).toContain('(pages: {{pages}})');
    expect(ptBR.activity.actions.app_translations_import_pages).toContain('(páginas: {{pages}})');
    expect(ptBR.activity.actions.app_translations_import).toContain('importou');
  });

  it("words an app's language changes in both languages", () => {
    const changed: Activity = {
      ...base,
      action: 'app.locales',
      entityType: 'app',
      entityName: 'Bakery',
      appId: 'app1',
      details: { default: 'en-US', added: ['pt-BR'], removed: [], changedPages: 0, changedPrefabs: 0 },
    };
    expect(sentenceOf(changed)).toMatchObject({
      key: 'activity.actions.app_locales',
      values: { name: 'Bakery' },
    });
    expect(enUS.activity.actions.app_locales).toContain('languages');
    expect(ptBR.activity.actions.app_locales).toContain('idiomas');
  });

  it('names the entity', () => {
    expect(sentenceOf(base)).toMatchObject({
      key: 'activity.actions.team_create',
      values: { name: 'Design' },
    });
  });

  it('names the team of a member action when it is known', () => {
    const invite: Activity = {
      ...base,
      action: 'member.invite',
      entityType: 'invitation',
      entityName: 'bo@example.com',
      details: { email: 'bo@example.com', role: 'editor' },
    };
    expect(sentenceOf(invite)).toMatchObject({
      key: 'activity.actions.member_invite',
      values: { email: 'bo@example.com', role: 'editor', team: '' },
    });
    expect(sentenceOf(invite, new Map([['t1', 'Design']]))).toMatchObject({
      key: 'activity.actions.member_invite_in_team',
      values: { team: 'Design' },
    });
    expect(sentenceOf({ ...invite, details: { ...invite.details, teamName: 'Old name' } })).toMatchObject({
      key: 'activity.actions.member_invite_in_team',
      values: { team: 'Old name' },
    });
  });

  it('tells the new role of a role change', () => {
    const change: Activity = {
      ...base,
      action: 'member.role_change',
      entityType: 'member',
      entityName: 'Bo',
      details: { from: 'viewer', to: 'publisher' },
    };
    expect(sentenceOf(change).values).toMatchObject({ member: 'Bo', role: 'publisher' });
  });

  it('falls back for an action it does not know', () => {
    const other = sentenceOf({ ...base, action: 'app.archive' });
    expect(other.key).toBe('activity.actions.other');
    expect(other.values.action).toBe('app.archive');
  });

  it('words the app actions, naming the team when it is known', () => {
    const created: Activity = {
      ...base,
      action: 'app.create',
      entityType: 'app',
      entityName: 'Shop',
      appId: 'a1',
    };
    expect(sentenceOf(created)).toMatchObject({
      key: 'activity.actions.app_create',
      values: { name: 'Shop' },
    });
    expect(sentenceOf(created, new Map([['t1', 'Design']]))).toMatchObject({
      key: 'activity.actions.app_create_in_team',
      values: { name: 'Shop', team: 'Design' },
    });
    expect(sentenceOf({ ...created, action: 'app.update' }).key).toBe('activity.actions.app_update');
    expect(sentenceOf({ ...created, action: 'app.delete', teamId: null }).key).toBe(
      'activity.actions.app_delete',
    );
  });

  it('words the page actions, with the URL when the details carry it', () => {
    const page: Activity = {
      ...base,
      action: 'page.create',
      entityType: 'page',
      entityName: 'About us',
      teamId: null,
      appId: 'a1',
      details: { url: '/about' },
    };
    expect(sentenceOf(page)).toMatchObject({
      key: 'activity.actions.page_create_with_url',
      values: { name: 'About us', url: '/about' },
    });
    expect(sentenceOf({ ...page, details: null }).key).toBe('activity.actions.page_create');
    expect(sentenceOf({ ...page, action: 'page.update' }).key).toBe('activity.actions.page_update_with_url');
    expect(sentenceOf({ ...page, action: 'page.delete', details: {} }).key).toBe(
      'activity.actions.page_delete',
    );
  });

  it('words the media actions, naming the previous name of a rename', () => {
    const media: Activity = {
      ...base,
      action: 'media.create',
      entityType: 'media',
      entityName: 'Company logo.png',
      appId: 'a1',
      details: { mediaType: 'Image', size: 68, appName: 'Shop' },
    };
    expect(sentenceOf(media)).toMatchObject({
      key: 'activity.actions.media_create',
      values: { name: 'Company logo.png' },
    });
    // The media library is the app's: the team is never named, even when known.
    expect(sentenceOf(media, new Map([['t1', 'Design']])).key).toBe('activity.actions.media_create');
    const renamed = { ...media, action: 'media.update', details: { previousName: 'Old logo.png' } };
    expect(sentenceOf(renamed)).toMatchObject({
      key: 'activity.actions.media_rename',
      values: { name: 'Company logo.png', previous: 'Old logo.png' },
    });
    expect(sentenceOf({ ...renamed, details: {} }).key).toBe('activity.actions.media_update');
    expect(sentenceOf({ ...media, action: 'media.delete' }).key).toBe('activity.actions.media_delete');
    expect(enUS.activity.actions.media_rename).toContain('{{previous}}');
    expect(ptBR.activity.actions.media_rename).toContain('{{previous}}');
  });

  it('words the prefab actions, naming the previous name of a rename', () => {
    const prefab: Activity = {
      ...base,
      action: 'prefab.create',
      entityType: 'prefab',
      entityName: 'Hero card',
      appId: 'a1',
      details: { prefabType: 'Component', appName: 'Shop' },
    };
    expect(sentenceOf(prefab)).toMatchObject({
      key: 'activity.actions.prefab_create',
      values: { name: 'Hero card' },
    });
    // Prefabs are the app's: the team is never named, even when known.
    expect(sentenceOf(prefab, new Map([['t1', 'Design']])).key).toBe('activity.actions.prefab_create');
    const updated = { ...prefab, action: 'prefab.update', details: { pageCount: 2, changed: ['dataTypes'] } };
    expect(sentenceOf(updated).key).toBe('activity.actions.prefab_update');
    const renamed = { ...updated, details: { pageCount: 0, previousName: 'Old card' } };
    expect(sentenceOf(renamed)).toMatchObject({
      key: 'activity.actions.prefab_rename',
      values: { name: 'Hero card', previous: 'Old card' },
    });
    expect(sentenceOf({ ...prefab, action: 'prefab.delete', details: { pageCount: 3 } }).key).toBe(
      'activity.actions.prefab_delete',
    );
    expect(enUS.activity.actions.prefab_rename).toContain('{{previous}}');
    expect(ptBR.activity.actions.prefab_rename).toContain('{{previous}}');
  });

  it('words a publish with the version, and the components that failed when any did', () => {
    const published: Activity = {
      ...base,
      action: 'page.publish',
      entityType: 'page',
      entityName: 'About us',
      appId: 'a1',
      details: { url: '/about', number: 3, errors: 0 },
    };
    expect(sentenceOf(published)).toMatchObject({
      key: 'activity.actions.page_publish_version',
      values: { name: 'About us', url: '/about', number: '3', errors: '0' },
    });
    // Pages are never named with their team, even when it is known.
    expect(sentenceOf(published, new Map([['t1', 'Design']])).key).toBe(
      'activity.actions.page_publish_version',
    );
    expect(sentenceOf({ ...published, details: { url: '/about', number: 4, errors: 2 } })).toMatchObject({
      key: 'activity.actions.page_publish_with_errors',
      values: { number: '4', errors: '2' },
    });
    // A list of errors counts by its length.
    expect(
      sentenceOf({ ...published, details: { url: '/about', number: 4, errors: [{}, {}, {}] } }).values.errors,
    ).toBe('3');
    expect(sentenceOf({ ...published, details: { url: '/about' } }).key).toBe(
      'activity.actions.page_publish_with_url',
    );
    expect(sentenceOf({ ...published, details: null }).key).toBe('activity.actions.page_publish');
    for (const key of ['page_publish_version', 'page_rollback_version'] as const) {
      expect(enUS.activity.actions[key]).toContain('{{number}}');
      expect(ptBR.activity.actions[key]).toContain('{{number}}');
    }
  });

  it('words a rollback with the version made live again', () => {
    const rollback: Activity = {
      ...base,
      action: 'page.rollback',
      entityType: 'page',
      entityName: 'About us',
      appId: 'a1',
      details: { url: '/about', number: 1 },
    };
    expect(sentenceOf(rollback)).toMatchObject({
      key: 'activity.actions.page_rollback_version',
      values: { name: 'About us', url: '/about', number: '1' },
    });
    expect(sentenceOf({ ...rollback, details: { url: '/about' } }).key).toBe(
      'activity.actions.page_rollback_with_url',
    );
    expect(sentenceOf({ ...rollback, details: {} }).key).toBe('activity.actions.page_rollback');
  });

  it("words an app's publish with the number of pages", () => {
    const published: Activity = {
      ...base,
      action: 'app.publish',
      entityType: 'app',
      entityName: 'Shop',
      appId: 'a1',
      details: { pages: 4 },
    };
    expect(sentenceOf(published)).toMatchObject({
      key: 'activity.actions.app_publish_with_pages',
      values: { name: 'Shop', pages: '4' },
    });
    expect(sentenceOf({ ...published, details: { pages: 'many' } }).key).toBe('activity.actions.app_publish');
    expect(sentenceOf({ ...published, details: null }).key).toBe('activity.actions.app_publish');
  });

  it('words the collection and item actions, leaving out what the details lack', () => {
    const collection: Activity = {
      ...base,
      action: 'collection.create',
      entityType: 'collection',
      entityName: 'Posts',
      appId: 'a1',
      details: null,
    };
    expect(sentenceOf(collection)).toMatchObject({
      key: 'activity.actions.collection_create',
      values: { name: 'Posts' },
    });
    expect(sentenceOf({ ...collection, action: 'collection.delete' }).key).toBe(
      'activity.actions.collection_delete',
    );
    const created: Activity = {
      ...collection,
      action: 'item.create',
      entityType: 'item',
      entityName: 'Hello world',
      details: { collectionName: 'Posts' },
    };
    expect(sentenceOf(created)).toMatchObject({
      key: 'activity.actions.item_create_in_collection',
      values: { name: 'Hello world', collection: 'Posts' },
    });
    expect(sentenceOf({ ...created, details: null }).key).toBe('activity.actions.item_create');
    expect(sentenceOf({ ...created, action: 'item.update', entityName: null }).key).toBe(
      'activity.actions.item_update_untitled',
    );
    expect(sentenceOf({ ...created, entityName: null, details: {} }).key).toBe(
      'activity.actions.item_create_bare',
    );
    // A bulk action's record may be the collection's: its name is the collection, the count from the details.
    const published: Activity = { ...collection, action: 'item.publish', details: { count: 3 } };
    expect(sentenceOf(published)).toMatchObject({
      key: 'activity.actions.item_publish_count',
      values: { collection: 'Posts', count: '3' },
    });
    expect(
      sentenceOf({
        ...published,
        action: 'item.delete',
        entityType: 'item',
        entityName: null,
        details: { ids: ['a', 'b'], collectionName: 'Team' },
      }),
    ).toMatchObject({
      key: 'activity.actions.item_delete_count',
      values: { collection: 'Team', count: '2' },
    });
    expect(sentenceOf({ ...published, action: 'item.unpublish', details: null }).key).toBe(
      'activity.actions.item_unpublish',
    );
    expect(
      sentenceOf({ ...published, action: 'item.unpublish', entityType: 'item', entityName: null }).key,
    ).toBe('activity.actions.item_unpublish_bare');
    for (const catalogue of [enUS, ptBR]) {
      expect(catalogue.activity.actions.item_publish_count).toContain('{{count}}');
      expect(catalogue.activity.actions.item_create_in_collection).toContain('{{collection}}');
    }
  });
});
