import { ApolloProvider } from '@apollo/client';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { createApolloClient } from '../lib/apollo.ts';
import { themeWithLabels } from './theme.ts';
import { cssVariablesResolver } from './theme-contrast.ts';

/** The console's one client; routes that preload (the page editor) use it before anything renders. */
export const apolloClient = createApolloClient();

export function Providers({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const theme = useMemo(
    () => themeWithLabels({ close: t('common.close'), eyeDropper: t('common.eye_dropper') }),
    [t],
  );
  return (
    <ApolloProvider client={apolloClient}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
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
