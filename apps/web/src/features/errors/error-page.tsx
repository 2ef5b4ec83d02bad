import { Button } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorScreen } from './error-screen.tsx';
import { NotFoundPage } from './not-found-page.tsx';

/** The `errorElement` of every route: whatever broke, the user gets a message and a way out. */
export function ErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();

  useEffect(() => {
    console.error(error);
  }, [error]);

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;

  return (
    <ErrorScreen
      testId="error-page"
      title={t('error_page.title')}
      message={t('errors.unexpected')}
      actions={
        <Button
          variant="default"
          leftSection={<IconRefresh size={18} />}
          onClick={() => window.location.reload()}
        >
          {t('common.reload')}
        </Button>
      }
    />
  );
}
