import { ActionIcon, Button, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconCopy, IconExternalLink, IconPencil, IconTrash } from '@tabler/icons-react';
import { DELAYS } from '@tessera/shared';
import { memo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardAction } from '../../../components/card-action.tsx';
import { formatBytes, formatNumber } from '../../../lib/format.ts';
import { fullDateTime, relativeTime } from '../../../lib/relative-time.ts';
import { useLater } from '../../../lib/timers.ts';
import type { Media } from '../api/media-fields.ts';
import { copyText } from '../copy-text.ts';
import { absoluteMediaUrl } from '../media-urls.ts';
import type { ViewMode } from '../view-mode.ts';
import classes from './media.module.css';
import { MediaPreview } from './media-preview.tsx';

interface MediaItemProps {
  media: Media;
  view: ViewMode;
  canWrite: boolean;
  /** The selectors' choice: shows Select. */
  onSelect?: (media: Media) => void;
  onRename: (media: Media) => void;
  onDelete: (media: Media) => void;
}

/** One media of the list: preview, name and extension, size, dimensions, and its actions. */
export const MediaItem = memo(function MediaItem({
  media,
  view,
  canWrite,
  onSelect,
  onRename,
  onDelete,
}: MediaItemProps) {
  const { t, i18n } = useTranslation();
  const fullName = `${media.name}.${media.extension}`;
  const href = absoluteMediaUrl(media.url, window.location.origin);
  const details = [
    t(`media.types.${media.mediaType}`),
    formatBytes(media.size),
    media.width && media.height
      ? t('media.item.dimensions', { width: formatNumber(media.width), height: formatNumber(media.height) })
      : null,
  ].filter((part): part is string => Boolean(part));

  const actions = (
    <>
      <CopyUrlAction url={href} name={fullName} />
      <CardAction
        label={t('media.item.open')}
        ariaLabel={t('media.item.open_aria', { name: fullName })}
        icon={IconExternalLink}
        href={href}
        testId="media-item-open"
      />
      {canWrite ? (
        <>
          <CardAction
            label={t('media.item.rename')}
            ariaLabel={t('media.item.rename_aria', { name: fullName })}
            icon={IconPencil}
            onClick={() => onRename(media)}
            testId="media-item-rename"
          />
          <CardAction
            label={t('media.item.delete')}
            ariaLabel={t('media.item.delete_aria', { name: fullName })}
            icon={IconTrash}
            color="red"
            onClick={() => onDelete(media)}
            testId="media-item-delete"
          />
        </>
      ) : null}
    </>
  );

  const select = onSelect ? (
    <Button
      size="xs"
      onClick={() => onSelect(media)}
      aria-label={t('media.item.select_aria', { name: fullName })}
      data-testid="media-item-select"
    >
      {t('media.item.select')}
    </Button>
  ) : null;

  const title = (
    <Text className={classes.name} title={fullName} data-testid="media-item-name">
      {media.name}
      <Text span c="dimmed" fw={400}>
        .{media.extension}
      </Text>
    </Text>
  );

  const itemProps = {
    'data-testid': 'media-item',
    'data-media-id': media.id,
    'data-media-name': fullName,
    'data-media-type': media.mediaType,
  };

  const updated = new Date(media.updatedAt);
  const when = Number.isNaN(updated.getTime())
    ? null
    : (relativeTime(updated, i18n.language) ?? t('media.item.just_now'));
  const updatedText = when
    ? media.lastUpdatedByUser
      ? t('media.item.updated_by', { when, user: media.lastUpdatedByUser.username })
      : t('media.item.updated', { when })
    : null;

  // Type, size and dimensions, then who changed it last: the same lines in both views.
  const meta = (
    <>
      <Text size="xs" c="dimmed" truncate>
        {details.join(' · ')}
      </Text>
      {updatedText ? (
        <Text size="xs" c="dimmed" truncate title={fullDateTime(updated, i18n.language)}>
          {updatedText}
        </Text>
      ) : null}
    </>
  );

  if (view === 'list') {
    return (
      <li className={classes.row} {...itemProps}>
        <MediaPreview media={media} size="row" />
        <div className={classes.rowMain}>
          {title}
          {meta}
        </div>
        <div className={classes.rowActions}>
          {select}
          {actions}
        </div>
      </li>
    );
  }

  return (
    <li className={classes.card} {...itemProps}>
      <MediaPreview media={media} size="card" />
      <div className={classes.cardBody}>
        {title}
        {meta}
      </div>
      <div className={classes.cardActions}>
        {select ?? <span />}
        <div className={classes.rowActions}>{actions}</div>
      </div>
    </li>
  );
});

/** Copy URL: the absolute address, with "Copied" for a second (DELAYS.copyConfirmation). */
function CopyUrlAction({ url, name }: { url: string; name: string }) {
  const { t } = useTranslation();
  const later = useLater();
  const [copied, setCopied] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  async function copy() {
    const done = await copyText(url, button.current);
    if (!done) {
      notifications.show({ color: 'red', message: t('media.item.copy_failed', { url }) });
      return;
    }
    setCopied(true);
    later(() => setCopied(false), DELAYS.copyConfirmation);
  }
  return (
    <Tooltip
      label={copied ? t('media.item.copied') : t('media.item.copy')}
      opened={copied ? true : undefined}
    >
      <ActionIcon
        ref={button}
        variant="subtle"
        color={copied ? 'teal' : 'gray'}
        size="lg"
        aria-label={copied ? t('media.item.copied') : t('media.item.copy_aria', { name })}
        onClick={() => void copy()}
        data-testid="media-item-copy"
        data-copied={copied || undefined}
      >
        {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
      </ActionIcon>
    </Tooltip>
  );
}
