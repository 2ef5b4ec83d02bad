import 'react-advanced-cropper/dist/style.css';
import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { IconCircle, IconRectangle, IconRotateClockwise, IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import { type KeyboardEvent, type ReactNode, type RefObject, useState } from 'react';
import { CircleStencil, Cropper, type CropperRef, RectangleStencil } from 'react-advanced-cropper';
import { useTranslation } from 'react-i18next';
import { CROPPER_TOOLTIP_DELAY, ROTATE_STEP, ZOOM_IN, ZOOM_OUT } from '../crop.ts';
import classes from './media.module.css';

export type StencilShape = 'rectangle' | 'circle';

interface ImageCropperProps {
  src: string;
  cropperRef: RefObject<CropperRef | null>;
}

/** Arrow keys move the frame by this share of the image; Shift moves it ten times as far. */
const KEY_STEP = 0.01;

/**
 * The cropper step's tool (spec §4, §9): the image with its frame, and buttons to zoom in (×2) and out
 * (×0.5), rotate by 90° and switch between a rectangle and a circle frame, each with a tooltip after
 * 2000 ms. The frame starts on the whole image. With the image focused, arrow keys move the frame and
 * + and − zoom, for those who do not drag.
 */
export function ImageCropper({ src, cropperRef }: ImageCropperProps) {
  const { t } = useTranslation();
  const [shape, setShape] = useState<StencilShape>('rectangle');
  // The tools act on a loaded image only: a turn asked for before it is ready would be lost.
  const [ready, setReady] = useState(false);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const cropper = cropperRef.current;
    const state = cropper?.getState();
    if (!cropper || !state) return;
    const step = Math.max(1, Math.round(Math.max(state.imageSize.width, state.imageSize.height) * KEY_STEP));
    const distance = event.shiftKey ? step * 10 : step;
    const moves: Record<string, { left?: number; top?: number }> = {
      ArrowLeft: { left: -distance },
      ArrowRight: { left: distance },
      ArrowUp: { top: -distance },
      ArrowDown: { top: distance },
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      cropper.moveCoordinates(move);
      cropper.moveCoordinatesEnd();
    } else if (event.key === '+' || event.key === '=') {
      event.preventDefault();
      cropper.zoomImage(ZOOM_IN);
    } else if (event.key === '-') {
      event.preventDefault();
      cropper.zoomImage(ZOOM_OUT);
    }
  }

  const tool = (
    label: string,
    testId: string,
    icon: React.ReactNode,
    onClick: () => void,
    pressed?: boolean,
  ) => (
    <Tooltip label={label} openDelay={CROPPER_TOOLTIP_DELAY}>
      <ActionIcon
        variant={pressed ? 'filled' : 'default'}
        size="lg"
        aria-label={label}
        aria-pressed={pressed}
        disabled={!ready}
        onClick={onClick}
        data-testid={testId}
      >
        {icon}
      </ActionIcon>
    </Tooltip>
  );

  return (
    <div>
      <Group justify="space-between" gap="xs" mb="xs" wrap="wrap">
        <Group gap={6} wrap="nowrap">
          {tool(t('media.crop.zoom_in'), 'media-crop-zoom-in', <IconZoomIn size={18} />, () =>
            cropperRef.current?.zoomImage(ZOOM_IN),
          )}
          {tool(t('media.crop.zoom_out'), 'media-crop-zoom-out', <IconZoomOut size={18} />, () =>
            cropperRef.current?.zoomImage(ZOOM_OUT),
          )}
          {tool(t('media.crop.rotate'), 'media-crop-rotate', <IconRotateClockwise size={18} />, () =>
            cropperRef.current?.rotateImage(ROTATE_STEP),
          )}
        </Group>
        <Group gap={6} wrap="nowrap" role="group" aria-label={t('media.crop.shape')}>
          {tool(
            t('media.crop.rectangle'),
            'media-crop-rectangle',
            <IconRectangle size={18} />,
            () => setShape('rectangle'),
            shape === 'rectangle',
          )}
          {tool(
            t('media.crop.circle'),
            'media-crop-circle',
            <IconCircle size={18} />,
            () => setShape('circle'),
            shape === 'circle',
          )}
        </Group>
      </Group>
      <CropArea label={t('media.crop.label')} shape={shape} ready={ready} onKeyDown={onKeyDown}>
        <Cropper
          ref={cropperRef}
          src={src}
          onReady={() => setReady(true)}
          stencilComponent={shape === 'circle' ? CircleStencil : RectangleStencil}
          // The frame starts on the whole image (the library's default is 80 % of it).
          defaultSize={({ imageSize, visibleArea }) => ({
            width: (visibleArea ?? imageSize).width,
            height: (visibleArea ?? imageSize).height,
          })}
          style={{ height: '100%' }}
        />
      </CropArea>
      <Text id="media-crop-help" size="xs" c="dimmed" mt={6}>
        {t('media.crop.help')}
      </Text>
    </div>
  );
}

/** The image's box: focusable, since it takes arrow keys and + and − (ImageCropper). */
function CropArea({
  label,
  shape,
  ready,
  onKeyDown,
  children,
}: {
  label: string;
  shape: StencilShape;
  ready: boolean;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  children: ReactNode;
}) {
  return (
    <section
      className={classes.cropper}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the box takes arrow keys (move the frame) and + and − (zoom)
      tabIndex={0}
      aria-label={label}
      aria-describedby="media-crop-help"
      onKeyDown={onKeyDown}
      data-testid="media-cropper"
      data-shape={shape}
      data-ready={ready}
    >
      {children}
    </section>
  );
}
