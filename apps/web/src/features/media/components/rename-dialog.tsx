import { Alert, Button, Group, getDefaultZIndex, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { MEDIA_NAME } from '@tessera/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '../../../lib/api-error.ts';
import type { Media } from '../api/media-fields.ts';
import { useUpdateMedia } from '../api/update-media.ts';
import { mediaErrorKey, mediaErrorValues } from '../media-errors.ts';
import { canRename, mediaNameProblem, mediaNameToSave, typedMediaName } from '../media-name.ts';

interface RenameDialogProps {
  /** The media being renamed; kept while the dialog closes so its text does not flash. */
  media: Media | null;
  opened: boolean;
  onClose: () => void;
  onRenamed: (media: Media) => void;
}

/** Rename (spec §5): the naming step's rules, Save only for a valid, different name; 409 shown here. */
export function RenameDialog({ media, opened, onClose, onRenamed }: RenameDialogProps) {
  const { t } = useTranslation();
  const [updateMedia, { loading }] = useUpdateMedia();
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [shownFor, setShownFor] = useState<string | null>(null);
  // Each opening starts from the media's current name.
  const key = opened && media ? media.id : null;
  if (key !== shownFor) {
    setShownFor(key);
    if (media && opened) {
      setName(media.name);
      setTouched(false);
      setError(null);
    }
  }

  const valid = media ? canRename(name, media.name) : false;
  const problem = touched ? mediaNameProblem(name) : null;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!media || !valid || loading) return;
    setError(null);
    try {
      const result = await updateMedia({ variables: { id: media.id, name: mediaNameToSave(name) } });
      if (result.data) onRenamed(result.data.updateMedia);
    } catch (caught) {
      setError(t(mediaErrorKey(toApiError(caught)), mediaErrorValues()));
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (!loading) onClose();
      }}
      title={t('media.rename.title')}
      centered
      // Above the fullscreen media manager it is opened from.
      zIndex={getDefaultZIndex('modal') + 10}
      closeOnEscape={!loading}
      closeOnClickOutside={!loading}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={(event) => void submit(event)} noValidate data-testid="media-rename">
        <Stack gap="md">
          <TextInput
            data-autofocus
            label={t('media.upload.name_label')}
            description={t('media.upload.name_description')}
            value={name}
            maxLength={MEDIA_NAME.max}
            onChange={(event) => {
              setName(typedMediaName(event.currentTarget.value));
              setTouched(true);
              setError(null);
            }}
            error={problem ? t('media.upload.name_too_short') : undefined}
            rightSection={
              <Text size="sm" c="dimmed" pr="xs">
                .{media?.extension}
              </Text>
            }
            rightSectionWidth={72}
            autoComplete="off"
            spellCheck={false}
            data-testid="media-rename-name"
          />
          {error ? (
            <Alert
              color="red"
              icon={<IconAlertCircle size={18} />}
              role="alert"
              data-testid="media-rename-error"
            >
              {error}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={loading}>
              {t('media.rename.cancel')}
            </Button>
            <Button type="submit" disabled={!valid} loading={loading} data-testid="media-rename-save">
              {t('media.rename.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
