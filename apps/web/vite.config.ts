import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { sandboxFrame } from './src/frame/frame-build-plugin.ts';

// The API runs on its own port in development; in production the server serves this build itself.
const api = process.env.TESSERA_API_URL ?? 'http://localhost:4000';

const toApi: ProxyOptions = { target: api, changeOrigin: false };

export default defineConfig(({ mode }) => ({
  // sandboxFrame: /frame.html, the sandboxed preview frame, with its own classic-script bundle.
  plugins: [react(), sandboxFrame()],
  // Apollo Client's development checks and warnings stay out of the production bundle.
  define: { 'globalThis.__DEV__': JSON.stringify(mode !== 'production') },
  server: {
    port: 5173,
    proxy: {
      '/graphql': toApi,
      '/signup': toApi,
      '/signin': toApi,
      '/signout': toApi,
      '/password/update': toApi,
      '/email-confirmation': toApi,
      '/users': toApi,
      '/transpile': toApi,
      // The media library: uploads, and the files themselves (/media alone is the console's screen).
      '/upload/': toApi,
      '/media/': toApi,
      // An app's form submissions as CSV (/apps/{id}/submissions is the console's screen).
      '^/apps/[^/]+/form-submissions\\.csv': toApi,
      // A file a visitor sent with a submission, downloaded from the Submissions screen.
      '^/apps/[^/]+/form-files/': toApi,
      // Translation files: an app's texts per language downloaded, and a translated file imported (issue 26).
      '^/apps/[^/]+/translations/': toApi,
      // GET /password/reset is the console's own screen; only the POST goes to the API.
      '/password/reset': {
        ...toApi,
        bypass: (req) => (req.method === 'POST' ? undefined : '/index.html'),
      },
    },
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: {
      output: {
        // Vendor code changes rarely: separate chunks stay cached across console releases.
        manualChunks(id) {
          if (!id.includes('node_modules')) return undefined;
          if (/[\\/](@mantine|@floating-ui)[\\/]/.test(id)) return 'mantine';
          if (/[\\/](@apollo|graphql|@wry|optimism|zen-observable)[\\/]/.test(id)) return 'apollo';
          if (/[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/.test(id)) return 'react';
          return undefined;
        },
      },
    },
  },
}));
