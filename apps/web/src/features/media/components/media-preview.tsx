import { ActionIcon } from '@mantine/core';
import {
  IconFile,
  IconFileTypePdf,
  IconMusic,
  IconPhotoOff,
  IconPlayerPauseFilled,
  IconPlayerPlayFilled,
  IconVideo,
} from '@tabler/icons-react';
import { fontFamilyCss } from '@tessera/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Media } from '../api/media-fields.ts';
import { ensureFontFaces } from '../font-faces.ts';
import classes from './media.module.css';

interface MediaPreviewProps {
  media: Pick<Media, 'url' | 'mediaType' | 'extension' | 'name'>;
  /** 'card': the grid's large preview, with players; 'row': the list's small square; 'thumb': the upload's. */
  size: 'card' | 'row' | 'thumb';
}

/**
 * What a media looks like (spec §2 "preview"): images as thumbnails, videos and audio with a small player
 * in the grid (an icon in the list), fonts as a sample set in the font itself, documents and the rest as
 * an icon.
 */
export function MediaPreview({ media, size }: MediaPreviewProps) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const card = size === 'card';
  const iconSize = card ? 44 : size === 'thumb' ? 36 : 24;
  const sizeClass = card
    ? classes.cardPreview
    : size === 'thumb'
      ? classes.uploadPreview
      : classes.rowPreview;
  const boxClass = `${classes.preview} ${sizeClass}`;

  useEffect(() => {
    if (media.mediaType === 'Font') ensureFontFaces([media.url]);
  }, [media.mediaType, media.url]);

  if (failed) {
    return (
      <div className={boxClass}>
        <IconPhotoOff size={iconSize} stroke={1.5} role="img" aria-label={t('media.item.no_preview')} />
      </div>
    );
  }

  switch (media.mediaType) {
    case 'Image':
      return (
        <div className={`${boxClass} ${classes.checker}`}>
          <img
            src={media.url}
            alt=""
            loading="lazy"
            decoding="async"
            className={classes.image}
            onError={() => setFailed(true)}
          />
        </div>
      );
    case 'Video':
      return (
        <div className={boxClass}>
          {card ? (
            <PreviewPlayer kind="video" url={media.url} name={media.name} onError={() => setFailed(true)} />
          ) : (
            <IconVideo size={iconSize} stroke={1.5} aria-hidden />
          )}
        </div>
      );
    case 'Audio':
      return (
        <div className={boxClass}>
          {card ? (
            <div className={classes.audio}>
              <IconMusic size={36} stroke={1.5} aria-hidden />
              <PreviewPlayer kind="audio" url={media.url} name={media.name} onError={() => setFailed(true)} />
            </div>
          ) : (
            <IconMusic size={iconSize} stroke={1.5} aria-hidden />
          )}
        </div>
      );
    case 'Font':
      return (
        <div className={boxClass}>
          <span
            className={card ? classes.fontSample : classes.fontSampleSmall}
            style={{ fontFamily: fontFamilyCss(media.url) }}
            aria-hidden
          >
            {card ? t('media.item.font_sample') : 'Aa'}
          </span>
        </div>
      );
    case 'Document':
      return (
        <div className={boxClass}>
          <IconFileTypePdf size={iconSize} stroke={1.5} aria-hidden />
        </div>
      );
    default:
      return (
        <div className={boxClass}>
          <IconFile size={iconSize} stroke={1.5} aria-hidden />
        </div>
      );
  }
}

interface PreviewPlayerProps {
  kind: 'video' | 'audio';
  url: string;
  name: string;
  onError: () => void;
}

/**
 * A small player: the media element without the browser's controls, and one play/pause button. The
 * browser's own controls keep Escape to themselves once focused, which would stop Esc from closing the
 * manager; this button does not.
 */
function PreviewPlayer({ kind, url, name, onError }: PreviewPlayerProps) {
  const { t } = useTranslation();
  const element = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const toggle = () => {
    const media = element.current;
    if (!media) return;
    if (media.paused) void media.play().catch(() => setPlaying(false));
    else media.pause();
  };
  const label = playing ? t('media.item.pause', { name }) : t('media.item.play', { name });
  const events = {
    onPlay: () => setPlaying(true),
    onPause: () => setPlaying(false),
    onEnded: () => setPlaying(false),
    onError,
  };
  return (
    <>
      {kind === 'video' ? (
        <video
          ref={element}
          src={url}
          className={classes.video}
          preload="metadata"
          playsInline
          aria-hidden
          onClick={toggle}
          {...events}
        />
      ) : (
        <audio ref={element} src={url} preload="none" {...events} />
      )}
      <ActionIcon
        className={kind === 'video' ? classes.playOverVideo : undefined}
        variant={kind === 'video' ? 'white' : 'light'}
        radius="xl"
        size="lg"
        aria-label={label}
        aria-pressed={playing}
        onClick={toggle}
        data-testid="media-item-play"
      >
        {playing ? <IconPlayerPauseFilled size={16} /> : <IconPlayerPlayFilled size={16} />}
      </ActionIcon>
    </>
  );
}
