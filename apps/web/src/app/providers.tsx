import { ApolloProvider } from '@apollo/client';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { createApolloClient } from '../lib/apollo.ts';
import { theme } from './theme.ts';

/** The console's one client; routes that preload (the page editor) use it before anything renders. */
export const apolloClient = createApolloClient();

export function Providers({ children }: { children: ReactNode }) {
  return (
    <ApolloProvider client={apolloClient}>
      <MantineProvider theme={theme} defaultColorScheme="light">
        {/* Bottom-right: top-right would cover the top bar's user menu. */}
        <Notifications position="bottom-right" limit={4} />
        <ModalsProvider>{children}</ModalsProvider>
      </MantineProvider>
    </ApolloProvider>
  );
}
