import {
  Button,
  Group,
  getDefaultZIndex,
  Modal,
  Progress,
  Stack,
  Stepper,
  Text,
  TextInput,
  ThemeIcon,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCheck } from '@tabler/icons-react';
import { DELAYS, MEDIA_NAME, mediaTypeOfExtension } from '@tessera/shared';
import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { CropperRef } from 'react-advanced-cropper';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../../../components/list-states.tsx';
import { toApiError } from '../../../lib/api-error.ts';
import { formatBytes } from '../../../lib/format.ts';
import { useLater } from '../../../lib/timers.ts';
import { useCreateMedia } from '../api/create-media.ts';
import type { Media } from '../api/media-fields.ts';
import { isAbortError, useUploadMedia } from '../api/upload-media.ts';
import { CROP_QUALITY, cropOutputType, extensionOfCroppedBlob, isCroppable, isWholeImage } from '../crop.ts';
import { type MediaErrorKey, mediaErrorKey, mediaErrorValues } from '../media-errors.ts';
import {
  canSaveMediaName,
  mediaNameProblem,
  mediaNameToSave,
  nameFromFileName,
  typedMediaName,
  uploadFileName,
} from '../media-name.ts';
import classes from './media.module.css';
import { MediaPreview } from './media-preview.tsx';

// The cropper (and its library) loads when an image reaches the crop step.
const ImageCropper = lazy(() =>
  import('./image-cropper.tsx').then((module) => ({ default: module.ImageCropper })),
);

export type UploadResult =
  | { kind: 'created'; media: Media }
  | { kind: 'failed'; message: string }
  | { kind: 'cancelled' };

interface UploadDialogProps {
  appId: string;
  file: File;
  /** The file's accepted extension (checked by the dropzone). */
  extension: string;
  /** Called once: created (after the 1 s pause), failed or cancelled. The dialog is then unmounted. */
  onFinished: (result: UploadResult) => void;
}

type Step = 'name' | 'crop' | 'upload';
type Phase = 'uploading' | 'saving' | 'done';

/**
 * The upload (spec §4 "Media upload"): name the file, crop it (PNG, JPEG and WebP images), upload it with
 * its progress (cancellable), create the record, pause a second on "Uploaded", done. Mounted per chosen
 * file, so the file and name are gone afterwards whatever the outcome.
 */
export function UploadDialog({ appId, file, extension, onFinished }: UploadDialogProps) {
  const { t } = useTranslation();
  const small = useMediaQuery('(max-width: 40em)');
  const later = useLater();
  const [createMedia] = useCreateMedia();
  const { upload, cancel, progress } = useUploadMedia();
  const [name, setName] = useState(() => nameFromFileName(file.name));
  const [touched, setTouched] = useState(false);
  const [step, setStep] = useState<Step>('name');
  const [phase, setPhase] = useState<Phase>('uploading');
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  const [sent, setSent] = useState({ fileName: '', size: file.size });
  const cropperRef = useRef<CropperRef>(null);
  const finished = useRef(false);
  const croppable = isCroppable(extension);
  const mediaType = mediaTypeOfExtension(extension);

  useEffect(() => {
    const url = URL.createObjectURL(file);
    setObjectUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  function finish(result: UploadResult) {
    if (finished.current) return;
    finished.current = true;
    onFinished(result);
  }

  const failWith = (key: MediaErrorKey) => finish({ kind: 'failed', message: t(key, mediaErrorValues()) });

  async function start(blob: Blob, sentExtension: string) {
    setStep('upload');
    setPhase('uploading');
    const fileName = uploadFileName(name, sentExtension);
    setSent({ fileName, size: blob.size });
    let outcome: Awaited<ReturnType<typeof upload>>;
    try {
      outcome = await upload(appId, blob, fileName);
    } catch (caught) {
      if (isAbortError(caught)) finish({ kind: 'cancelled' });
      else {
        console.error('Media upload failed', caught);
        failWith('errors.unexpected');
      }
      return;
    }
    if (outcome.kind === 'missing-reference') {
      // Spec §7: logged, and no record is created.
      console.error('Undefined referenceId');
      failWith('errors.unexpected');
      return;
    }
    if (outcome.kind === 'failed') {
      console.error('Media upload failed', outcome.error);
      failWith(mediaErrorKey(outcome.error));
      return;
    }
    setPhase('saving');
    try {
      const result = await createMedia({
        variables: {
          newMedia: {
            appId,
            referenceId: outcome.referenceId,
            name: mediaNameToSave(name),
            mediaType: mediaTypeOfExtension(sentExtension),
            // The stored file's size when the server gives it (a sanitised SVG), else what was sent.
            size: outcome.size ?? blob.size,
            extension: sentExtension,
          },
        },
      });
      const media = result.data?.createMedia;
      if (!media) {
        failWith('errors.unexpected');
        return;
      }
      setPhase('done');
      // Spec §4: a second's pause after the create, then the list reloads.
      later(() => finish({ kind: 'created', media }), DELAYS.afterLibrarySave);
    } catch (caught) {
      failWith(mediaErrorKey(toApiError(caught)));
    }
  }

  function cropFailed(reason: unknown) {
    console.error('The image could not be cropped', reason);
    finish({ kind: 'failed', message: t('media.crop.failed') });
  }

  function cropAndUpload() {
    const cropper = cropperRef.current;
    const state = cropper?.getState();
    // No image in the cropper (still loading, or bytes a browser cannot show): nothing was cropped, so the
    // file goes as it is, and the server says what it makes of it.
    if (!cropper || !state?.coordinates || !cropper.isLoaded()) {
      void start(file, extension);
      return;
    }
    if (
      isWholeImage({
        coordinates: state.coordinates,
        imageSize: state.imageSize,
        rotate: state.transforms.rotate,
        flip: state.transforms.flip,
      })
    ) {
      void start(file, extension);
      return;
    }
    try {
      const canvas = cropper.getCanvas();
      if (!canvas) {
        cropFailed('no canvas');
        return;
      }
      canvas.toBlob(
        (blob) => {
          const output = blob ? extensionOfCroppedBlob(blob.type, extension) : null;
          if (!blob || !output) cropFailed('the canvas gave no image');
          else void start(blob, output);
        },
        cropOutputType(extension),
        CROP_QUALITY,
      );
    } catch (caught) {
      cropFailed(caught);
    }
  }

  function submitName(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    if (!canSaveMediaName(name)) return;
    if (croppable) setStep('crop');
    else void start(file, extension);
  }

  const busy = step === 'upload';
  const close = () => {
    if (!busy) finish({ kind: 'cancelled' });
  };
  const steps: Step[] = croppable ? ['name', 'crop', 'upload'] : ['name', 'upload'];
  const stepLabels: Record<Step, string> = {
    name: t('media.upload.step_name'),
    crop: t('media.upload.step_crop'),
    upload: t('media.upload.step_upload'),
  };
  const problem = touched ? mediaNameProblem(name) : null;
  const percent = Math.round((progress ?? (phase === 'uploading' ? 0 : 1)) * 100);

  return (
    <Modal
      opened
      onClose={close}
      title={t('media.upload.title')}
      size={step === 'crop' ? 'xl' : 'lg'}
      fullScreen={small}
      centered
      zIndex={getDefaultZIndex('modal') + 10}
      closeOnEscape={!busy}
      closeOnClickOutside={false}
      withCloseButton={!busy}
      closeButtonProps={{ 'aria-label': t('media.upload.cancel') }}
    >
      <Stack gap="md" data-testid="media-upload" data-step={step}>
        <Stepper active={steps.indexOf(step)} size="xs" allowNextStepsSelect={false}>
          {steps.map((shown) => (
            <Stepper.Step key={shown} label={stepLabels[shown]} />
          ))}
        </Stepper>

        {step === 'name' ? (
          <form onSubmit={submitName} noValidate>
            <Stack gap="md">
              <Group gap="md" wrap="nowrap" align="flex-start">
                {objectUrl ? (
                  <MediaPreview
                    media={{ url: objectUrl, mediaType, extension, name: file.name }}
                    size="thumb"
                  />
                ) : (
                  <div className={classes.uploadPreview} />
                )}
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text size="xs" c="dimmed">
                    {t('media.upload.file')}
                  </Text>
                  <Text fw={600} truncate title={file.name} data-testid="media-upload-file">
                    {file.name}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {formatBytes(file.size)}
                  </Text>
                </Stack>
              </Group>
              <TextInput
                data-autofocus
                label={t('media.upload.name_label')}
                description={t('media.upload.name_description')}
                value={name}
                maxLength={MEDIA_NAME.max}
                onChange={(event) => {
                  setName(typedMediaName(event.currentTarget.value));
                  setTouched(true);
                }}
                error={problem ? t('media.upload.name_too_short') : undefined}
                rightSection={
                  <Text size="sm" c="dimmed" pr="xs" title={t('media.upload.extension_hint', { extension })}>
                    .{extension}
                  </Text>
                }
                rightSectionWidth={72}
                autoComplete="off"
                spellCheck={false}
                data-testid="media-upload-name"
              />
              <Group justify="flex-end">
                <Button variant="default" onClick={close} data-testid="media-upload-cancel">
                  {t('media.upload.cancel')}
                </Button>
                <Button
                  type="submit"
                  disabled={!canSaveMediaName(name)}
                  data-testid={croppable ? 'media-upload-next' : 'media-upload-save'}
                >
                  {croppable ? t('media.upload.next') : t('media.upload.save')}
                </Button>
              </Group>
            </Stack>
          </form>
        ) : null}

        {step === 'crop' && objectUrl ? (
          <Stack gap="md">
            <Suspense fallback={<LoadingState testId="media-cropper-loading" />}>
              <ImageCropper src={objectUrl} cropperRef={cropperRef} />
            </Suspense>
            <Group justify="space-between">
              <Button variant="default" onClick={() => setStep('name')} data-testid="media-crop-back">
                {t('media.upload.back')}
              </Button>
              <Group gap="sm">
                <Button variant="default" onClick={close} data-testid="media-upload-cancel">
                  {t('media.upload.cancel')}
                </Button>
                <Button onClick={cropAndUpload} data-testid="media-upload-save">
                  {t('media.upload.save')}
                </Button>
              </Group>
            </Group>
          </Stack>
        ) : null}

        {step === 'upload' ? (
          <Stack gap="sm" aria-live="polite">
            <Group gap="sm" wrap="nowrap">
              {phase === 'done' ? (
                <ThemeIcon color="teal" radius="xl" size="md">
                  <IconCheck size={16} />
                </ThemeIcon>
              ) : null}
              <Text fw={600} truncate data-testid="media-upload-status" data-phase={phase}>
                {phase === 'uploading'
                  ? t('media.upload.uploading', { percent })
                  : phase === 'saving'
                    ? t('media.upload.saving')
                    : t('media.upload.done')}
              </Text>
            </Group>
            <Progress
              value={phase === 'uploading' ? percent : 100}
              color={phase === 'done' ? 'teal' : undefined}
              animated={phase === 'saving'}
              striped={phase === 'saving'}
              size="lg"
              aria-label={t('media.upload.progress_label')}
              data-testid="media-upload-progress"
            />
            <Text size="sm" c="dimmed" truncate>
              {sent.fileName} · {formatBytes(sent.size)}
            </Text>
            <Group justify="flex-end">
              <Button
                variant="default"
                color="red"
                onClick={cancel}
                disabled={phase !== 'uploading'}
                data-testid="media-upload-abort"
              >
                {t('media.upload.abort')}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Stack>
    </Modal>
  );
}
