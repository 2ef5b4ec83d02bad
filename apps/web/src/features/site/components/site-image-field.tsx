import { Button, Group, Image, Input, Paper, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Media } from '../../media/api/media-fields.ts';
import { MediaManagerOnDemand } from '../../media/lazy.tsx';
import type { SiteImage } from '../api/site-settings.ts';

interface SiteImageFieldProps {
  appId: string;
  label: string;
  description: string;
  value: SiteImage | null;
  /** Extensions this field takes; another image is refused with `refusal`. */
  extensions: readonly string[];
  refusal: string;
  disabled: boolean;
  onChange(value: SiteImage | null): void;
  testId: string;
}

/** An image of the app's media library: a preview, "Choose from the library" (the media manager) and "Remove". */
export function SiteImageField(props: SiteImageFieldProps) {
  const { appId, label, description, value, extensions, refusal, disabled, onChange, testId } = props;
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function select(media: Media) {
    if (!extensions.includes(media.extension)) {
      setError(refusal);
      return;
    }
    setError(null);
    onChange({ id: media.id, name: media.name, extension: media.extension, url: media.url });
  }

  return (
    <Input.Wrapper label={label} description={description} error={error} data-testid={testId}>
      <Paper withBorder radius="md" p="sm" mt={6}>
        <Group gap="md" wrap="nowrap">
          <Paper
            withBorder
            radius="sm"
            w={56}
            h={56}
            bg="gray.0"
            style={{ display: 'grid', placeItems: 'center', overflow: 'hidden', flexShrink: 0 }}
          >
            {value ? (
              <Image src={value.url} alt="" w={56} h={56} fit="contain" data-testid={`${testId}-preview`} />
            ) : (
              <IconPhoto size={24} color="var(--mantine-color-gray-5)" aria-hidden />
            )}
          </Paper>
          <Text size="sm" c={value ? undefined : 'dimmed'} style={{ flex: 1, minWidth: 0 }} truncate>
            {value ? `${value.name}.${value.extension}` : t('site.no_image')}
          </Text>
          <Group gap="xs" wrap="nowrap">
            <Button
              variant="default"
              size="xs"
              disabled={disabled}
              onClick={() => setOpened(true)}
              data-testid={`${testId}-choose`}
            >
              {value ? t('site.change_image') : t('site.choose_image')}
            </Button>
            {value ? (
              <Button
                variant="subtle"
                color="red"
                size="xs"
                disabled={disabled}
                onClick={() => onChange(null)}
                data-testid={`${testId}-remove`}
              >
                {t('site.remove_image')}
              </Button>
            ) : null}
          </Group>
        </Group>
      </Paper>
      <MediaManagerOnDemand
        appId={appId}
        opened={opened}
        onClose={() => setOpened(false)}
        mediaType="Image"
        onSelect={select}
      />
    </Input.Wrapper>
  );
}
