import { ActionIcon, Anchor, Badge, Button, Menu, Stack, Text, TextInput } from '@mantine/core';
import {
  IconDotsVertical,
  IconExternalLink,
  IconEye,
  IconFile,
  IconHistory,
  IconHome,
  IconLayoutDashboard,
  IconRocket,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardAction, CardDeleteAction } from '../../../components/card-action.tsx';
import { ListCard } from '../../../components/list-card.tsx';
import { usePolicy } from '../../../lib/abilities.ts';
import { PageStatusBadge } from '../../publishing/components/page-status-badge.tsx';
import { draftPreviewPath } from '../../publishing/publish-status.ts';
import type { AppPage } from '../api/page-fields.ts';

interface PageCardProps {
  appId: string;
  page: AppPage;
  onDelete: () => void;
  /** Asks to publish the page (a confirmation first). */
  onPublish: () => void;
  /** Opens the page's versions. */
  onVersions: () => void;
}

/** The live address without its scheme: what a visitor types. */
const shortAddress = (url: string) => url.replace(/^https?:\/\//, '');

/**
 * A page of the app: name, SEO title, read-only URL, its publishing status and live address, and buttons
 * for the editor, the live page (once published), deletion, and a menu with Publish, Versions and Draft
 * preview (`page-menu:{name}`, then `page-publish`, `page-versions`, `page-draft-preview`).
 */
export function PageCard({ appId, page, onDelete, onPublish, onVersions }: PageCardProps) {
  const { t } = useTranslation();
  const can = usePolicy(page);
  const home = page.url === '/';
  const live = page.liveVersion !== null;
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
          {live ? (
            <CardAction
              label={t('apps.open_live')}
              ariaLabel={t('app_pages.open_live_aria', { name: page.name })}
              icon={IconExternalLink}
              href={page.liveUrl}
              testId={`page-open-live:${page.name}`}
            />
          ) : null}
          <Menu position="bottom-end" withinPortal shadow="md" width={200}>
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={t('publishing.card.more', { name: page.name })}
                data-testid={`page-menu:${page.name}`}
              >
                <IconDotsVertical size={18} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {can('page.publish') ? (
                <Menu.Item
                  leftSection={<IconRocket size={16} />}
                  onClick={onPublish}
                  data-testid="page-publish"
                >
                  {t('publishing.card.publish')}
                </Menu.Item>
              ) : null}
              <Menu.Item
                leftSection={<IconHistory size={16} />}
                onClick={onVersions}
                data-testid="page-versions"
              >
                {t('publishing.card.versions')}
              </Menu.Item>
              <Menu.Item
                component="a"
                href={draftPreviewPath(appId, page.id)}
                target="_blank"
                rel="noopener"
                leftSection={<IconEye size={16} />}
                data-testid="page-draft-preview"
              >
                {t('publishing.card.draft_preview')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
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
      {/* Badge and address on lines of their own: the pt-BR badge alone fills a narrow card. */}
      <Stack gap={4} align="flex-start" miw={0}>
        <PageStatusBadge page={page} />
        {live ? (
          <Anchor
            href={page.liveUrl}
            target="_blank"
            rel="noopener noreferrer"
            size="xs"
            ff="monospace"
            truncate="end"
            miw={0}
            title={page.liveUrl}
            aria-label={t('app_pages.live_address_aria', { name: page.name, url: page.liveUrl })}
            data-testid={`page-live-address:${page.name}`}
          >
            {shortAddress(page.liveUrl)}
          </Anchor>
        ) : (
          <Text
            size="xs"
            ff="monospace"
            c="dimmed"
            truncate="end"
            miw={0}
            title={`${page.liveUrl} (${t('publishing.card.not_published')})`}
            data-testid={`page-live-address:${page.name}`}
            data-published="false"
          >
            {shortAddress(page.liveUrl)}
          </Text>
        )}
      </Stack>
    </ListCard>
  );
}
