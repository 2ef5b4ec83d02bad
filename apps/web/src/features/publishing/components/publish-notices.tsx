/**
 * What the console says after a publish, a publish of every page and a rollback: a notification naming the
 * version, with a button to the live page, and, when components could not be rendered, a warning that
 * stays until closed, listing them with their messages (test id `publish-render-errors`).
 */
import { Button, List, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck, IconExternalLink } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { PageVersion, RenderError } from '../api/version-fields.ts';
import { type RenderErrorLine, summariseRenderErrors } from '../publish-status.ts';

type T = TFunction<'translation'>;

/** Failures the renderer itself names: worded in the console's language (a component's own message is its author's). */
const RENDERER_KINDS = new Set(['Missing', 'Timeout', 'Memory']);

/** One line of render errors: "Type: message", the renderer's own failures translated. */
export function renderErrorText(t: T, line: Pick<RenderErrorLine, 'type' | 'message'>): string {
  const message = RENDERER_KINDS.has(line.type)
    ? t(`publishing.render_error_kinds.${line.type as 'Missing' | 'Timeout' | 'Memory'}`)
    : line.message;
  return t('publishing.render_error_line', { type: line.type, message });
}

/** Names a failing component when the caller knows it (the editor); null: its id is shown. */
export type NameOfError = (error: RenderError) => string | null;

function OpenLiveButton({ href, label, ariaLabel }: { href: string; label: string; ariaLabel: string }) {
  return (
    <Button
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      size="compact-sm"
      variant="light"
      leftSection={<IconExternalLink size={14} />}
      aria-label={ariaLabel}
      data-testid="publish-open-live"
    >
      {label}
    </Button>
  );
}

function lineLabel(t: T, line: RenderErrorLine): string {
  if (line.name) return line.name;
  return line.isTemplate ? t('publishing.render_error_template') : line.moduleId;
}

/** The failing components of one version, one list item each. */
function ErrorLines({
  t,
  errors,
  nameOf,
  max,
}: {
  t: T;
  errors: readonly RenderError[];
  nameOf?: NameOfError;
  max: number;
}) {
  const summary = summariseRenderErrors(errors, nameOf, max);
  return (
    <List size="sm" spacing={2} withPadding>
      {summary.lines.map((line) => (
        <List.Item
          key={`${line.moduleId}:${line.name ?? ''}:${line.type}:${line.message}`}
          data-testid="publish-render-error"
        >
          <Text span size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {lineLabel(t, line)}
          </Text>
          {line.count > 1 ? (
            <Text span size="sm" c="dimmed">
              {' '}
              {t('publishing.render_error_count', { count: line.count })}
            </Text>
          ) : null}
          <Text span size="sm" style={{ overflowWrap: 'anywhere' }}>
            {' — '}
            {renderErrorText(t, line)}
          </Text>
        </List.Item>
      ))}
      {summary.more > 0 ? (
        <List.Item>
          <Text span size="sm" c="dimmed">
            {t('publishing.render_errors_more', { count: summary.more })}
          </Text>
        </List.Item>
      ) : null}
    </List>
  );
}

/** The id of a page's render errors warning: a new publish of the page replaces it. */
const renderErrorsId = (pageId: string) => `publish-render-errors:${pageId}`;

function showRenderErrors(t: T, version: PageVersion, nameOf?: NameOfError): void {
  notifications.show({
    id: renderErrorsId(version.pageId),
    color: 'orange',
    icon: <IconAlertTriangle size={18} />,
    title: t('publishing.render_errors_title'),
    autoClose: false,
    message: (
      <Stack gap={4} data-testid="publish-render-errors">
        <Text size="sm">{t('publishing.render_errors_intro')}</Text>
        <ErrorLines t={t} errors={version.renderErrors} nameOf={nameOf} max={8} />
      </Stack>
    ),
  });
}

/** "Published version N", with the live page a click away; then the render errors, if any. */
export function notifyPublished(t: T, version: PageVersion, liveUrl: string, nameOf?: NameOfError): void {
  // The warning of an earlier publish of this page no longer holds.
  notifications.hide(renderErrorsId(version.pageId));
  notifications.show({
    color: 'teal',
    icon: <IconCheck size={18} />,
    title: t('publishing.published', { number: version.number }),
    message: (
      <Stack gap={6} align="flex-start" data-testid="publish-success" data-version={version.number}>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('publishing.published_detail', { name: version.name, url: liveUrl })}
        </Text>
        <OpenLiveButton
          href={liveUrl}
          label={t('publishing.open_live')}
          ariaLabel={t('publishing.open_live_aria', { name: version.name })}
        />
      </Stack>
    ),
  });
  if (version.renderErrors.length > 0) showRenderErrors(t, version, nameOf);
}

/** "Version N is live again", with the live page a click away. */
export function notifyRolledBack(t: T, version: PageVersion, liveUrl: string): void {
  notifications.hide(renderErrorsId(version.pageId));
  notifications.show({
    color: 'teal',
    icon: <IconCheck size={18} />,
    title: t('publishing.versions.rolled_back', { number: version.number }),
    message: (
      <Stack gap={6} align="flex-start" data-testid="rollback-success" data-version={version.number}>
        <OpenLiveButton
          href={liveUrl}
          label={t('publishing.open_live')}
          ariaLabel={t('publishing.open_live_aria', { name: version.name })}
        />
      </Stack>
    ),
  });
}

const APP_RENDER_ERRORS_ID = 'app-publish-render-errors';

/** "N pages published"; then one warning naming every page with components that could not be rendered. */
export function notifyAppPublished(
  t: T,
  versions: readonly PageVersion[],
  app: { name: string; liveUrl: string },
): void {
  notifications.hide(APP_RENDER_ERRORS_ID);
  for (const version of versions) notifications.hide(renderErrorsId(version.pageId));
  notifications.show({
    color: 'teal',
    icon: <IconCheck size={18} />,
    title: t('publishing.app.published', { count: versions.length }),
    message:
      versions.length > 0 ? (
        <Stack gap={6} align="flex-start" data-testid="publish-success" data-count={versions.length}>
          <OpenLiveButton
            href={app.liveUrl}
            label={t('publishing.open_live')}
            ariaLabel={t('apps.open_live_aria', { name: app.name })}
          />
        </Stack>
      ) : (
        <span data-testid="publish-success" data-count={0} />
      ),
  });
  const failing = versions.filter((version) => version.renderErrors.length > 0);
  if (failing.length === 0) return;
  notifications.show({
    id: APP_RENDER_ERRORS_ID,
    color: 'orange',
    icon: <IconAlertTriangle size={18} />,
    title: t('publishing.render_errors_title'),
    autoClose: false,
    message: (
      <Stack gap={6} data-testid="publish-render-errors">
        <Text size="sm">{t('publishing.render_errors_app_intro')}</Text>
        {failing.slice(0, 5).map((version) => (
          <Stack key={version.id} gap={2}>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              <b>{version.name}</b> ({version.url}):{' '}
              {t('publishing.render_errors_page', { count: version.renderErrors.length })}
            </Text>
            <ErrorLines t={t} errors={version.renderErrors} max={3} />
          </Stack>
        ))}
        {failing.length > 5 ? (
          <Text size="sm" c="dimmed">
            {t('publishing.render_errors_more', { count: failing.length - 5 })}
          </Text>
        ) : null}
      </Stack>
    ),
  });
}
