import { lazy } from 'react';

/** The Submissions screen's code loads on its first visit, not with the console (as the media library's). */
export const LazySubmissionsPage = lazy(() =>
  import('./submissions-page.tsx').then((module) => ({ default: module.SubmissionsPage })),
);
