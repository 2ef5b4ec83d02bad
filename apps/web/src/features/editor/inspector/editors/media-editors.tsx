import { Button, Group, Image, Stack, TextInput } from '@mantine/core';
import { IconLibraryPhoto, IconLink, IconPhoto, IconVideo } from '@tabler/icons-react';
import { type ImageValue, isVideoSiteUrl, type VideoValue } from '@tessera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Media } from '../../../media/api/media-fields.ts';
import { videoForUrl } from '../field-values.ts';
import classes from '../inspector.module.css';
import { useMediaLibrary } from '../media-library.tsx';
import { type EditorProps, propTestId } from './editor-props.ts';

/** The Library button beside a selector's URL: the media manager filtered to the selector's kind. */
function LibraryButton({
  name,
  label,
  disabled,
  onOpen,
}: {
  name: string;
  label: string;
  disabled: boolean;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconLibraryPhoto size={14} />}
      disabled={disabled}
      onClick={onOpen}
      aria-label={label}
      data-hint={label}
      data-testid={propTestId(name, 'library')}
      style={{ flex: '0 0 auto' }}
    >
      {t('inspector.library.button')}
    </Button>
  );
}

/**
 * ImageSelector: the image's URL and alternative text, with a small preview, and the media library's
 * images a click away (Library). A chosen media sets the URL and the alt text to the media's name: the old
 * text described the old image (the field stays editable right below).
 */
export function ImageEditor({ name, label, inputId, value, onChange, disabled }: EditorProps<ImageValue>) {
  const { t } = useTranslation();
  const library = useMediaLibrary();
  const url = value.url.trim();
  // Remembers which URL failed, so a corrected URL is tried again without extra state resets.
  const [failed, setFailed] = useState<string | null>(null);
  const choose = (media: Media) => onChange({ url: media.url, alt: media.name });
  return (
    <Stack gap={6}>
      <Group gap={6} wrap="nowrap">
        <TextInput
          id={inputId}
          size="xs"
          style={{ flex: 1, minWidth: 0 }}
          aria-label={`${label}: ${t('inspector.image.url')}`}
          placeholder={t('inspector.image.url_placeholder')}
          leftSection={<IconLink size={14} />}
          value={value.url}
          disabled={disabled}
          onChange={(event) => onChange({ ...value, url: event.currentTarget.value })}
          data-testid={propTestId(name, 'url')}
        />
        {library ? (
          <LibraryButton
            name={name}
            label={t('inspector.library.image')}
            disabled={disabled}
            onOpen={() => library.open({ mediaType: 'Image', onSelect: choose })}
          />
        ) : null}
      </Group>
      <TextInput
        size="xs"
        aria-label={`${label}: ${t('inspector.image.alt')}`}
        placeholder={t('inspector.image.alt')}
        value={value.alt}
        disabled={disabled}
        onChange={(event) => onChange({ ...value, alt: event.currentTarget.value })}
        data-testid={propTestId(name, 'alt')}
      />
      <div className={classes.preview} data-testid={propTestId(name, 'preview')}>
        {url !== '' && failed !== url ? (
          <Image
            src={url}
            alt={value.alt}
            h={88}
            w="100%"
            fit="contain"
            loading="lazy"
            onError={() => setFailed(url)}
          />
        ) : (
          <IconPhoto size={24} stroke={1.5} aria-label={t('inspector.image.no_preview')} />
        )}
      </div>
    </Stack>
  );
}

/**
 * VideoSelector: the video's URL, typed or chosen from the media library's videos (Library); its type is
 * guessed from the URL and shown, not edited.
 */
export function VideoEditor({ name, label, inputId, value, onChange, disabled }: EditorProps<VideoValue>) {
  const { t } = useTranslation();
  const library = useMediaLibrary();
  const url = value.url.trim();
  const typeHint =
    url === ''
      ? undefined
      : isVideoSiteUrl(url)
        ? t('inspector.video.embedded')
        : t('inspector.video.unknown');
  return (
    <Stack gap={6}>
      <Group gap={6} wrap="nowrap">
        <TextInput
          id={inputId}
          size="xs"
          style={{ flex: 1, minWidth: 0 }}
          aria-label={`${label}: ${t('inspector.video.url')}`}
          placeholder={t('inspector.video.url_placeholder')}
          leftSection={<IconVideo size={14} />}
          value={value.url}
          disabled={disabled}
          onChange={(event) => onChange(videoForUrl(event.currentTarget.value))}
          data-testid={propTestId(name, 'url')}
        />
        {library ? (
          <LibraryButton
            name={name}
            label={t('inspector.library.video')}
            disabled={disabled}
            onOpen={() =>
              library.open({ mediaType: 'Video', onSelect: (media) => onChange(videoForUrl(media.url)) })
            }
          />
        ) : null}
      </Group>
      <TextInput
        size="xs"
        label={t('inspector.video.type')}
        readOnly
        variant="filled"
        value={value.type}
        placeholder={typeHint}
        data-testid={propTestId(name, 'type')}
      />
    </Stack>
  );
}
