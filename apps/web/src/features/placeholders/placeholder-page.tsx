import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Metrics, settings, plans, documentation and help: a title (from the page frame) and a word. */
export function PlaceholderPage() {
  const { t } = useTranslation();
  return (
    <Text size="lg" c="dimmed" data-testid="placeholder-word">
      {t('placeholder.word')}
    </Text>
  );
}
