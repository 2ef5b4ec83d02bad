import { Button, Group, Image, Input, Paper, Text } from '@mantine/core';
import { IconMovie, IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Media } from '../../media/api/media-fields.ts';
import { MediaManagerOnDemand } from '../../media/lazy.tsx';
import type { MediaLookup } from '../api/media-lookup.ts';
import classes from './collections.module.css';

interface MediaInputProps {
  appId: string;
  kind: 'image' | 'video';
  label: string;
  description?: string | null;
  required: boolean;
  error?: string | null;
  /** The media's id, or '' when none is chosen. */
  value: string;
  onChange: (id: string) => void;
  disabled?: boolean;
  /** A reader's view: the chosen file alone, no Choose or Clear. */
  readOnly?: boolean;
  media: MediaLookup;
  testId: string;
}

/**
 * An image or video of the app's media library (the media manager filtered to the kind, as the site settings'
 * image fields): a thumbnail or the file's name, Choose/Change and Clear.
 */
export function MediaInput(props: MediaInputProps) {
  const {
    appId,
    kind,
    label,
    description,
    required,
    error,
    value,
    onChange,
    disabled,
    readOnly,
    media,
    testId,
  } = props;
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  // What was picked here, shown at once (the lookup knows it too once it is in the cache).
  const [picked, setPicked] = useState<Media | null>(null);
  const shown = value ? (picked?.id === value ? picked : media(value)) : null;
  const Icon = kind === 'image' ? IconPhoto : IconMovie;

  return (
    <Input.Wrapper
      label={label}
      description={description}
      required={required}
      error={error}
      data-testid={testId}
    >
      <Paper withBorder radius="md" p="xs" mt={6}>
        <Group gap="sm" wrap="nowrap">
          <Paper withBorder radius="sm" w={56} h={56} className={classes.thumb}>
            {kind === 'image' && shown ? (
              <Image src={shown.url} alt="" w={56} h={56} fit="cover" data-testid={`${testId}-preview`} />
            ) : (
              <Icon size={24} color="var(--mantine-color-gray-5)" aria-hidden />
            )}
          </Paper>
          <Text size="sm" c={value ? undefined : 'dimmed'} style={{ flex: 1, minWidth: 0 }} truncate>
            {shown
              ? `${shown.name}.${shown.extension}`
              : value
                ? t('collections.item.media_unknown')
                : t(`collections.item.no_${kind}`)}
          </Text>
          {readOnly ? null : (
            <Group gap="xs" wrap="nowrap">
              <Button
                variant="default"
                size="xs"
                disabled={disabled}
                onClick={() => setOpened(true)}
                aria-label={`${value ? t('collections.item.media_change') : t('collections.item.media_choose')}: ${label}`}
                data-testid={`${testId}-choose`}
              >
                {value ? t('collections.item.media_change') : t('collections.item.media_choose')}
              </Button>
              {value ? (
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  disabled={disabled}
                  onClick={() => onChange('')}
                  aria-label={`${t('collections.item.media_clear')}: ${label}`}
                  data-testid={`${testId}-clear`}
                >
                  {t('collections.item.media_clear')}
                </Button>
              ) : null}
            </Group>
          )}
        </Group>
      </Paper>
      {readOnly ? null : (
        <MediaManagerOnDemand
          appId={appId}
          opened={opened}
          onClose={() => setOpened(false)}
          mediaType={kind === 'image' ? 'Image' : 'Video'}
          onSelect={(chosen) => {
            setPicked(chosen);
            onChange(chosen.id);
          }}
        />
      )}
    </Input.Wrapper>
  );
}
