import { lazy } from 'react';

/** The collections' screens load on their first visit, not with the console (as the submissions'). */
export const LazyCollectionsPage = lazy(() =>
  import('./collections-page.tsx').then((module) => ({ default: module.CollectionsPage })),
);

export const LazyCollectionPage = lazy(() =>
  import('./collection-page.tsx').then((module) => ({ default: module.CollectionPage })),
);
