import { Anchor, Button, Divider, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconApps, IconFile } from '@tabler/icons-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fullDateTime, relativeTime } from '../../../lib/relative-time.ts';
import type { RecentPage } from '../dashboard-data.ts';
import { DashboardSection, SectionEmpty } from './dashboard-section.tsx';

/** The pages worked on lately, each opening its editor. */
export function RecentPages({ pages, now }: { pages: readonly RecentPage[]; now: Date }) {
  const { t, i18n } = useTranslation();
  return (
    <DashboardSection title={t('dashboard.recent_pages.title')} testId="dashboard-recent-pages">
      {pages.length === 0 ? (
        <SectionEmpty testId="dashboard-recent-pages-empty">
          <Text size="sm" c="dimmed">
            {t('dashboard.recent_pages.empty')}
          </Text>
          <Button component={Link} to="/apps" variant="light" size="xs" leftSection={<IconApps size={16} />}>
            {t('dashboard.recent_pages.open_apps')}
          </Button>
        </SectionEmpty>
      ) : (
        <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {pages.map((page, index) => (
            <Fragment key={page.id}>
              {index > 0 ? <Divider component="li" aria-hidden /> : null}
              <Group component="li" gap="md" wrap="nowrap" py="sm" data-testid={`recent-page:${page.name}`}>
                <ThemeIcon variant="light" radius="md" size={36} aria-hidden>
                  <IconFile size={18} />
                </ThemeIcon>
                <Stack gap={2} miw={0} style={{ flex: 1 }}>
                  <Anchor
                    component={Link}
                    to={`/apps/${page.app.id}/page/${page.id}`}
                    fw={600}
                    size="sm"
                    truncate
                    aria-label={t('dashboard.recent_pages.open_aria', { name: page.name })}
                    data-testid={`recent-page-open:${page.name}`}
                  >
                    {page.name}
                  </Anchor>
                  <Text size="xs" c="dimmed" truncate>
                    {page.url ? `${page.app.name} · ${page.url}` : page.app.name}
                  </Text>
                </Stack>
                <Text
                  size="xs"
                  c="dimmed"
                  component="time"
                  dateTime={page.at}
                  title={fullDateTime(new Date(page.at), i18n.language)}
                  style={{ flexShrink: 0 }}
                >
                  {relativeTime(new Date(page.at), i18n.language, now) ?? t('activity.just_now')}
                </Text>
              </Group>
            </Fragment>
          ))}
        </Stack>
      )}
    </DashboardSection>
  );
}
