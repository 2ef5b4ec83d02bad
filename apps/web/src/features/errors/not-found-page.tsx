import { useTranslation } from 'react-i18next';
import { ErrorScreen } from './error-screen.tsx';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <ErrorScreen
      testId="not-found"
      code={t('not_found.code')}
      title={t('not_found.title')}
      message={t('not_found.message')}
    />
  );
}
