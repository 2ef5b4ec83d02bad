import type { Db } from '../../db/client.ts';
import type { CollectionItemRow } from '../../db/collections-schema.ts';
import type { UserRow } from '../../db/schema.ts';
import { authorizeCollection, authorizeItem } from './access.ts';
import { createCollectionWrites } from './collection-service.ts';
import { type ItemListArgs, listItems } from './item-reads.ts';
import { createItemWrites } from './item-writes.ts';

/** Content collections (issue 27, docs/decisions/0046): collections, their fields and their items. */
export function createCollectionsService(deps: { db: Db }) {
  const { db } = deps;
  const collections = createCollectionWrites(db);
  const items = createItemWrites(db);
  return {
    list: collections.list,
    one: collections.one,
    create: collections.create,
    update: collections.update,
    remove: collections.remove,
    fieldChanges: collections.fieldChanges,

    async items(viewer: UserRow, collectionId: unknown, args: ItemListArgs) {
      const { collection } = await authorizeCollection(db, viewer, collectionId, 'app.read');
      return listItems(db, collection, args);
    },
    async item(viewer: UserRow, id: unknown): Promise<CollectionItemRow> {
      return (await authorizeItem(db, viewer, id, 'app.read')).item;
    },
    createItem: items.create,
    updateItem: items.update,
    removeItems: items.remove,
    publishItems: items.publish,
    unpublishItems: items.unpublish,
  };
}

export type CollectionsService = ReturnType<typeof createCollectionsService>;
