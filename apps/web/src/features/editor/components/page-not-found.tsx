import { Button, Center, Stack } from '@mantine/core';
import { IconArrowLeft, IconFileUnknown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';

/** A page that does not exist, or not in this app: the editor's and the draft preview's answer, with a way back. */
export function PageNotFound({ appId }: { appId: string }) {
  const { t } = useTranslation();
  return (
    <Center h="100%" p="lg" bg="gray.0">
      <Stack maw={560} w="100%">
        <EmptyState
          testId="page-not-found"
          color="gray"
          icon={<IconFileUnknown size={30} />}
          title={t('errors.page_not_found')}
          description={t('editor.not_found_description')}
          action={
            <Button
              component={Link}
              to={appId ? `/apps/${appId}` : '/apps'}
              variant="light"
              leftSection={<IconArrowLeft size={16} />}
            >
              {t('editor.back_to_app')}
            </Button>
          }
        />
      </Stack>
    </Center>
  );
}
