import { Image, Stack, TextInput } from '@mantine/core';
import { IconLink, IconPhoto, IconVideo } from '@tabler/icons-react';
import { type ImageValue, isVideoSiteUrl, type VideoValue } from '@tessera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { videoForUrl } from '../field-values.ts';
import classes from '../inspector.module.css';
import { type EditorProps, propTestId } from './editor-props.ts';

/**
 * ImageSelector: the image's URL and alternative text, with a small preview. Choosing from the media
 * library joins these fields when the library arrives (issue 7).
 */
export function ImageEditor({ name, label, inputId, value, onChange, disabled }: EditorProps<ImageValue>) {
  const { t } = useTranslation();
  const url = value.url.trim();
  // Remembers which URL failed, so a corrected URL is tried again without extra state resets.
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <Stack gap={6}>
      <TextInput
        id={inputId}
        size="xs"
        aria-label={`${label}: ${t('inspector.image.url')}`}
        placeholder={t('inspector.image.url_placeholder')}
        leftSection={<IconLink size={14} />}
        value={value.url}
        disabled={disabled}
        onChange={(event) => onChange({ ...value, url: event.currentTarget.value })}
        data-testid={propTestId(name, 'url')}
      />
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

/** VideoSelector: the video's URL; its type is guessed from the URL and shown, not edited. */
export function VideoEditor({ name, label, inputId, value, onChange, disabled }: EditorProps<VideoValue>) {
  const { t } = useTranslation();
  const url = value.url.trim();
  const typeHint =
    url === ''
      ? undefined
      : isVideoSiteUrl(url)
        ? t('inspector.video.embedded')
        : t('inspector.video.unknown');
  return (
    <Stack gap={6}>
      <TextInput
        id={inputId}
        size="xs"
        aria-label={`${label}: ${t('inspector.video.url')}`}
        placeholder={t('inspector.video.url_placeholder')}
        leftSection={<IconVideo size={14} />}
        value={value.url}
        disabled={disabled}
        onChange={(event) => onChange(videoForUrl(event.currentTarget.value))}
        data-testid={propTestId(name, 'url')}
      />
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
