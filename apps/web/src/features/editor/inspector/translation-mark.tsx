import { ActionIcon, Badge, Group, Tooltip } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { DELAYS } from '@tessera/shared';
import { useTranslation } from 'react-i18next';
import type { EditLanguage } from './edit-language.ts';
import classes from './inspector.module.css';

export interface TranslationMarkProps {
  name: string;
  /** The property's label, for the remove button's accessible name. */
  label: string;
  language: EditLanguage;
  translated: boolean;
  /** Hidden in the viewer's inspector and on locked properties: nothing there can be removed. */
  canRemove: boolean;
  /** Not translated yet: keeps the default language's text as this language's (a name, a brand). */
  onKeep(): void;
}

/**
 * Whether a text field has its own value in the language edited (issue 26): "Not translated" (the field shows
 * the default language's text, dimmed, until something is typed, with a button that keeps that text as the
 * translation: a name or a brand reads the same) or "Translated" with a button that removes the translation. Test ids: `inspector-translation-{property}` (data-state: missing | translated),
 * `inspector-translation-remove-{property}`, `inspector-translation-keep-{property}`.
 */
export function TranslationMark({
  name,
  label,
  language,
  translated,
  canRemove,
  onKeep,
}: TranslationMarkProps) {
  const { t } = useTranslation();
  const removeLabel = t('inspector.language.remove', { name: language.name, label });
  const keepLabel = t('inspector.language.keep', { name: language.name, label });
  return (
    <Group gap={2} wrap="nowrap" className={classes.bpGroup}>
      <Tooltip
        label={
          translated ? language.name : t('inspector.language.not_translated_hint', { name: language.name })
        }
        openDelay={DELAYS.tooltip / 2}
        withArrow
        multiline
        maw={260}
      >
        <Badge
          size="xs"
          variant="light"
          color={translated ? 'teal' : 'orange'}
          tabIndex={0}
          className={classes.translationMark}
          data-state={translated ? 'translated' : 'missing'}
          data-testid={`inspector-translation-${name}`}
        >
          {translated ? t('inspector.language.translated') : t('inspector.language.not_translated')}
        </Badge>
      </Tooltip>
      {translated && canRemove ? (
        <ActionIcon
          variant="subtle"
          color="gray"
          size={18}
          aria-label={removeLabel}
          data-hint={removeLabel}
          onClick={() => language.onClear(name, language.language)}
          data-testid={`inspector-translation-remove-${name}`}
        >
          <IconX size={12} />
        </ActionIcon>
      ) : null}
      {!translated && canRemove ? (
        <ActionIcon
          variant="subtle"
          color="gray"
          size={18}
          aria-label={keepLabel}
          data-hint={keepLabel}
          onClick={onKeep}
          data-testid={`inspector-translation-keep-${name}`}
        >
          <IconCheck size={12} />
        </ActionIcon>
      ) : null}
    </Group>
  );
}
