import { IconHourglassEmpty } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state.tsx';

/** The honest empty state of screens that later releases build: no fake data, just the truth. */
export function ComingSoon() {
  const { t } = useTranslation();
  return (
    <EmptyState
      testId="coming-soon"
      icon={<IconHourglassEmpty size={30} />}
      title={t('coming_soon.title')}
      description={t('coming_soon.description')}
    />
  );
}
