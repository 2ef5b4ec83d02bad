import { Center, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { looksLikeSvg, svgDataUrl } from './authoring-rules.ts';

/**
 * An author's SVG icon, drawn through <img>: an image document never runs scripts and its markup never
 * enters the console's DOM, whatever the icon carries.
 */
export function SvgIcon({
  icon,
  size,
  alt,
  testId,
}: {
  icon: string;
  size: number;
  alt: string;
  testId?: string;
}) {
  if (!looksLikeSvg(icon)) {
    return (
      <ThemeIcon size={size} variant="light" color="gray" aria-label={alt} data-testid={testId}>
        <IconPhotoOff size={Math.round(size * 0.6)} />
      </ThemeIcon>
    );
  }
  return (
    <Center w={size} h={size} style={{ flex: 'none' }}>
      <img
        src={svgDataUrl(icon)}
        alt={alt}
        width={size}
        height={size}
        style={{ objectFit: 'contain' }}
        data-testid={testId}
      />
    </Center>
  );
}

/** The editor's icon tab: the SVG's editor (children) beside the icon as drawn, or why it cannot be. */
export function IconPanel({ icon, children }: { icon: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Group align="flex-start" gap="lg" wrap="nowrap">
      <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
      <Paper withBorder p="md" w={160} style={{ flex: 'none' }}>
        <Stack align="center" gap="xs">
          <Text size="xs" c="dimmed">
            {t('components.editor.icon_preview')}
          </Text>
          <SvgIcon
            icon={icon}
            size={96}
            alt={t('components.editor.icon_preview')}
            testId="editor-icon-preview"
          />
          {icon.trim() && !looksLikeSvg(icon) ? (
            <Text size="xs" c="red" ta="center" data-testid="editor-icon-invalid">
              {t('components.editor.icon_invalid')}
            </Text>
          ) : null}
        </Stack>
      </Paper>
    </Group>
  );
}
