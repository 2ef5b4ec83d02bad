import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The product mark: four tiles, the "tessera" of a mosaic. */
export function BrandMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="var(--mantine-color-indigo-6)" />
      <rect x="7" y="7" width="8" height="8" rx="2" fill="#fff" />
      <rect x="17" y="7" width="8" height="8" rx="2" fill="var(--mantine-color-indigo-1)" />
      <rect x="7" y="17" width="8" height="8" rx="2" fill="var(--mantine-color-indigo-1)" />
      <rect x="17" y="17" width="8" height="8" rx="2" fill="#fff" />
    </svg>
  );
}

export function Brand({ size = 28 }: { size?: number }) {
  const { t } = useTranslation();
  return (
    <Group gap={10} wrap="nowrap">
      <BrandMark size={size} />
      <Text fw={700} fz={size * 0.68} lh={1} data-testid="product-name">
        {t('app.name')}
      </Text>
    </Group>
  );
}
