import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHourglassEmpty } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The honest empty state of screens that later releases build: no fake data, just the truth. */
export function ComingSoon() {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="xl" data-testid="coming-soon">
      <Stack align="center" gap="sm" ta="center" py="xl">
        <ThemeIcon size={56} radius="xl" variant="light">
          <IconHourglassEmpty size={30} />
        </ThemeIcon>
        <Title order={2} fz="h3">
          {t('coming_soon.title')}
        </Title>
        <Text c="dimmed" maw={420}>
          {t('coming_soon.description')}
        </Text>
      </Stack>
    </Paper>
  );
}
