/** An app's collections, and one collection's items table. */
export function collectionsPath(appId: string): string {
  return `/apps/${appId}/collections`;
}

export function collectionPath(appId: string, collectionId: string): string {
  return `${collectionsPath(appId)}/${collectionId}`;
}
