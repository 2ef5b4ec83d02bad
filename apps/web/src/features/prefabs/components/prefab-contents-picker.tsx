/**
 * The prefab dialog's list of a container prefab's contents (decision 0033): the container itself and
 * every brick inside it, indented by depth; choosing one shows its properties (and their locks) in the
 * dialog's inspector. The contents of a placed container prefab are edited here, not on the page.
 *
 * Test ids: `prefab-contents`, `prefab-contents-item:container`, `prefab-contents-item:{brickId}` (with
 * `aria-current` on the chosen one).
 */
import { NavLink, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OutlineItem } from '../prefab-contents-draft.ts';

export interface PrefabContentsPickerProps {
  readonly containerName: string;
  readonly items: readonly OutlineItem[];
  /** The chosen brick; null: the container. */
  readonly selected: string | null;
  onSelect(id: string | null): void;
}

export function PrefabContentsPicker({
  containerName,
  items,
  selected,
  onSelect,
}: PrefabContentsPickerProps) {
  const { t } = useTranslation();
  return (
    <Stack
      gap={2}
      p="xs"
      data-testid="prefab-contents"
      aria-label={t('editor.prefab_dialog.contents')}
      role="list"
    >
      <Text size="xs" c="dimmed" px={6}>
        {t('editor.prefab_dialog.contents_help')}
      </Text>
      <NavLink
        role="listitem"
        component="button"
        type="button"
        label={containerName}
        description={t('editor.prefab_dialog.contents_container')}
        active={selected === null}
        aria-current={selected === null ? 'true' : undefined}
        onClick={() => onSelect(null)}
        data-testid="prefab-contents-item:container"
      />
      {items.map((item) => (
        <NavLink
          key={item.id}
          role="listitem"
          component="button"
          type="button"
          label={item.name}
          pl={6 + item.depth * 14}
          active={selected === item.id}
          aria-current={selected === item.id ? 'true' : undefined}
          onClick={() => onSelect(item.id)}
          data-testid={`prefab-contents-item:${item.id}`}
        />
      ))}
    </Stack>
  );
}
