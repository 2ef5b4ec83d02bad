import '@mantine/dropzone/styles.css';
import { Group, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconCloudUpload, IconUpload, IconX } from '@tabler/icons-react';
import { type MediaType, UPLOAD_MAX_BYTES } from '@tessera/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../../lib/format.ts';
import { acceptFor, checkDroppedFile, type DropProblem, extensionList, rejectionProblem } from '../accept.ts';
import classes from './media.module.css';

interface MediaDropzoneProps {
  /** Only this kind is accepted (the manager opened from a selector). */
  mediaType?: MediaType;
  onFile: (file: File) => void;
  onProblem: (problem: DropProblem) => void;
  disabled?: boolean;
}

/**
 * The dropzone (spec §2, §5): one file at a time up to UPLOAD_MAX_BYTES, of the accepted extensions
 * (only the filter's kind when filtered). Clicking it, or Enter and Space on it, opens the file chooser.
 */
export function MediaDropzone({ mediaType, onFile, onProblem, disabled }: MediaDropzoneProps) {
  const { t } = useTranslation();
  const accept = useMemo(() => acceptFor(mediaType), [mediaType]);
  const extensions = extensionList(mediaType);
  return (
    <Dropzone
      className={classes.dropzone}
      accept={accept}
      maxSize={UPLOAD_MAX_BYTES}
      maxFiles={1}
      multiple={false}
      disabled={disabled}
      // The plain file input: the same path for every browser, and one that automated tests can fill.
      useFsAccessApi={false}
      onDrop={(files) => {
        const file = files[0];
        if (!file) return;
        const check = checkDroppedFile(file, mediaType);
        if (check.ok) onFile(file);
        else onProblem(check.problem);
      }}
      onReject={(rejections) => onProblem(rejectionProblem(rejections))}
      aria-label={t('media.dropzone.label')}
      inputProps={
        {
          'data-testid': 'media-dropzone-input',
          'aria-label': t('media.dropzone.label'),
        } as React.InputHTMLAttributes<HTMLInputElement>
      }
      data-testid="media-dropzone"
    >
      <Group justify="center" gap="md" wrap="nowrap" style={{ pointerEvents: 'none' }}>
        <Dropzone.Accept>
          <IconUpload
            size={36}
            stroke={1.5}
            color="var(--mantine-primary-color-filled)"
            className={classes.dropzoneIcon}
          />
        </Dropzone.Accept>
        <Dropzone.Reject>
          <IconX size={36} stroke={1.5} color="var(--mantine-color-red-6)" className={classes.dropzoneIcon} />
        </Dropzone.Reject>
        <Dropzone.Idle>
          <IconCloudUpload
            size={36}
            stroke={1.5}
            color="var(--mantine-color-dimmed)"
            className={classes.dropzoneIcon}
          />
        </Dropzone.Idle>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600}>
            <Dropzone.Idle>{t('media.dropzone.idle')}</Dropzone.Idle>
            <Dropzone.Accept>{t('media.dropzone.accept')}</Dropzone.Accept>
            <Dropzone.Reject>{t('media.dropzone.reject')}</Dropzone.Reject>
          </Text>
          <Text size="xs" c="dimmed">
            {t('media.dropzone.hint', { size: formatBytes(UPLOAD_MAX_BYTES), extensions })}
          </Text>
        </Stack>
      </Group>
    </Dropzone>
  );
}
