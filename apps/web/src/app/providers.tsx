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
        {/*
          One place for every toast (decision 0028): bottom-centre hides nothing being edited. Top-right
          would cover the top bar's user menu, bottom-right the editor's inspector and dialogs' buttons.
        */}
        <Notifications position="bottom-center" limit={4} containerWidth={420} />
        <ModalsProvider>{children}</ModalsProvider>
      </MantineProvider>
    </ApolloProvider>
  );
}
