import '@fontsource-variable/inter';
import '@mantine/core/styles.css';
import '@mantine/carousel/styles.css';
import '@mantine/notifications/styles.css';
import { DELAYS } from '@tessera/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { apolloClient, Providers } from './app/providers.tsx';
import { createRouter } from './app/router.tsx';
import { UI_FONT } from './app/theme.ts';
import { preloadEditorAt } from './features/editor/preload.ts';
import { initI18n } from './i18n/index.ts';

/** Spec: the web font gets 3000 ms to load; after that the app mounts with the fallback font. */
function loadUiFont(): Promise<unknown> {
  const timeout = new Promise((resolve) => window.setTimeout(resolve, DELAYS.fontLoadTimeout));
  const load = document.fonts
    ? document.fonts.load(`400 1em "${UI_FONT}"`).catch(() => undefined)
    : Promise.resolve();
  return Promise.race([load, timeout]);
}

async function main(): Promise<void> {
  // The editor's data and canvas frame load while the font and translations do.
  preloadEditorAt(apolloClient, window.location.pathname);
  await Promise.all([loadUiFont(), initI18n()]);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={createRouter()} />
      </Providers>
    </StrictMode>,
  );
}

void main();
