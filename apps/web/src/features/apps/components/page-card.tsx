import { Badge, Button, TextInput } from '@mantine/core';
import { IconExternalLink, IconFile, IconHome, IconLayoutDashboard } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardAction, CardDeleteAction } from '../../../components/card-action.tsx';
import { ListCard } from '../../../components/list-card.tsx';
import { usePolicy } from '../../../lib/abilities.ts';
import type { AppPage } from '../api/page-fields.ts';

interface PageCardProps {
  appId: string;
  page: AppPage;
  onDelete: () => void;
}

/** A page of the app: name, SEO title, read-only URL, and buttons for the editor, the live page and deletion. */
export function PageCard({ appId, page, onDelete }: PageCardProps) {
  const { t } = useTranslation();
  const can = usePolicy(page);
  const home = page.url === '/';
  return (
    <ListCard
      testId={`page-card:${page.name}`}
      icon={home ? <IconHome size={18} /> : <IconFile size={18} />}
      iconColor={home ? 'teal' : undefined}
      name={page.name}
      nameOrder={3}
      badge={
        home ? (
          <Badge color="teal" variant="light" style={{ flexShrink: 0 }}>
            {t('app_pages.home')}
          </Badge>
        ) : null
      }
      description={page.title}
      descriptionLines={2}
      primary={
        <Button
          component={Link}
          to={`/apps/${appId}/page/${page.id}`}
          variant="light"
          size="xs"
          leftSection={<IconLayoutDashboard size={16} />}
          aria-label={t('app_pages.open_aria', { name: page.name })}
          data-testid={`page-open:${page.name}`}
        >
          {t('app_pages.open')}
        </Button>
      }
      actions={
        <>
          <CardAction
            label={t('apps.open_live')}
            ariaLabel={t('app_pages.open_live_aria', { name: page.name })}
            icon={IconExternalLink}
            href={page.liveUrl}
            testId={`page-open-live:${page.name}`}
          />
          {can('page.delete') ? (
            <CardDeleteAction
              ariaLabel={t('app_pages.delete_aria', { name: page.name })}
              onClick={onDelete}
              testId={`page-delete:${page.name}`}
            />
          ) : null}
        </>
      }
    >
      <TextInput
        label={t('app_pages.url')}
        aria-label={t('app_pages.url_of', { name: page.name })}
        size="xs"
        readOnly
        variant="filled"
        value={page.url}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        data-testid={`page-url:${page.name}`}
      />
    </ListCard>
  );
}
