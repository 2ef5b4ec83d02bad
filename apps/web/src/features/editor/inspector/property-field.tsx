import { Checkbox, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import {
  BASE_BREAKPOINT,
  type Breakpoint,
  entryIn,
  isPropertyTypeName,
  isTranslatableEntry,
  isTranslatedIn,
  type PropertyTypeName,
} from '@tessera/shared';
import { memo, useCallback, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PropertyEntry } from '../model/types.ts';
import { BreakpointIndicator } from './breakpoint-indicator.tsx';
import { entryAt, fieldBreakpointState } from './breakpoint-state.ts';
import { useEditLanguage } from './edit-language.ts';
import { propTestId } from './editors/editor-props.ts';
import { EDITORS, type EditorSpec } from './editors/registry.ts';
import { isLocked, normalizerOf, storedValue } from './field-values.ts';
import classes from './inspector.module.css';
import { usePrefabView } from './prefab-view.ts';
import { propertyDescription, propertyLabel } from './sections.ts';
import { TranslationMark } from './translation-mark.tsx';
import { useBreakpointDraft, useDraft } from './use-draft.ts';

export interface PropertyFieldProps {
  name: string;
  entry: PropertyEntry;
  locale: string;
  /** The viewer's read-only inspector. */
  readOnly: boolean;
  /**
   * Stable for the selection (see useLatestCallback), so unchanged fields skip rendering. `at`: the
   * breakpoint the value was typed at (issue 23); `language`: the language it was typed in (issue 26; null:
   * the default).
   */
  onChange: (property: string, value: unknown, at: string, language: string | null) => void;
  /** Removes the property's value at breakpoint `at` (the indicator's clear button). */
  onClearOverride?: (property: string, at: string) => void;
  /** The breakpoint the field shows and edits (BASE_BREAKPOINT when absent: the prefab dialog). */
  at?: string;
  /** The app's breakpoints, widest first. */
  breakpoints?: readonly Breakpoint[];
}

const NO_BREAKPOINTS: readonly Breakpoint[] = [];

/**
 * One property: its label, a lock when it is locked, and its type's editor, or an error line for a type
 * this release does not know. In prefab view (the prefab dialog) the lock is a checkbox and nothing is
 * disabled. Memoized on the entry, which keeps its identity until it changes.
 */
export const PropertyField = memo(function PropertyField(props: PropertyFieldProps) {
  const { name, entry, locale } = props;
  const label = useMemo(() => propertyLabel(name, entry, locale), [name, entry, locale]);
  if (!isPropertyTypeName(entry.type)) return <UnknownField name={name} type={entry.type} label={label} />;
  return <KnownField {...props} type={entry.type} label={label} />;
});

function KnownField({
  name,
  entry,
  locale,
  readOnly,
  onChange,
  onClearOverride,
  at = BASE_BREAKPOINT,
  breakpoints = NO_BREAKPOINTS,
  type,
  label,
}: PropertyFieldProps & { type: PropertyTypeName; label: string }) {
  const { t } = useTranslation();
  const id = useId();
  // In another language (issue 26), a text shows its translation, else the default's text, dimmed.
  const edit = useEditLanguage();
  const language = edit && isTranslatableEntry(name, entry) ? edit.language : null;
  const shown = useMemo(() => entryIn(entry, language), [entry, language]);
  const translated = language !== null && isTranslatedIn(entry, language);
  // The value in force at the breakpoint shown, and where it comes from (issue 23).
  const bp = useMemo(
    () => fieldBreakpointState(name, shown, at, breakpoints),
    [name, shown, at, breakpoints],
  );
  const stored = useMemo(() => storedValue(entryAt(shown, bp)), [shown, bp]);
  const normalize = useMemo(() => normalizerOf(type, entry.settings), [type, entry.settings]);
  const commit = useCallback(
    (value: unknown) => onChange(name, value, at, language),
    [onChange, name, at, language],
  );
  const draft = useDraft(stored, normalize, commit);
  // A switch of breakpoint or language sends a waiting edit where it was typed first.
  useBreakpointDraft(draft, language === null ? at : `${at}/${language}`);
  const locked = isLocked(entry);
  const prefabView = usePrefabView();
  const indicator =
    language !== null && edit ? (
      <TranslationMark
        name={name}
        label={label}
        language={edit}
        translated={translated}
        canRemove={!readOnly && (!locked || prefabView !== null)}
        onKeep={() => onChange(name, stored, at, language)}
      />
    ) : (
      <BreakpointIndicator
        name={name}
        label={label}
        state={bp}
        active={at}
        breakpoints={breakpoints}
        locale={locale}
        canClear={!readOnly && !locked && !prefabView && onClearOverride !== undefined}
        onClear={() => onClearOverride?.(name, at)}
      />
    );
  const spec = EDITORS[type] as EditorSpec<unknown>;
  const { Editor } = spec;
  const lock = prefabView ? (
    prefabView.alwaysMutable.has(name) ? null : (
      <Checkbox
        size="xs"
        radius={3}
        className={classes.lockBox}
        label={t('inspector.prefab_lock')}
        aria-label={t('inspector.prefab_lock_of', { label })}
        checked={locked}
        disabled={readOnly}
        onChange={(event) => prefabView.onLock(name, event.currentTarget.checked)}
        data-hint={t('inspector.prefab_lock_hint')}
        data-testid={propTestId(name, 'lock')}
      />
    )
  ) : locked ? (
    <IconLock
      size={14}
      className={classes.lock}
      role="img"
      aria-label={t('inspector.locked')}
      data-hint={t('inspector.locked')}
      data-testid={propTestId(name, 'locked')}
    />
  ) : null;
  const editor = (
    <Editor
      name={name}
      type={type}
      label={label}
      inputId={`${id}-input`}
      labelId={`${id}-label`}
      description={propertyDescription(entry, locale)}
      value={draft.value}
      onChange={draft.set}
      disabled={readOnly || (locked && !prefabView)}
      settings={entry.settings}
    />
  );
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: listens for focus leaving any of the property's inputs (to send a waiting edit); the wrapper itself is not interactive
    <div
      className={classes.field}
      data-testid={propTestId(name)}
      data-type={type}
      data-locked={locked || undefined}
      data-prefab-view={prefabView ? true : undefined}
      data-bp-state={bp.kind}
      data-untranslated={language !== null && !translated ? true : undefined}
      onBlur={draft.flush}
    >
      {spec.ownLabel ? (
        <Group justify="space-between" wrap="nowrap" gap={6}>
          <div className={classes.grow}>{editor}</div>
          {indicator}
          {lock}
        </Group>
      ) : (
        <>
          <Group justify="space-between" wrap="nowrap" gap={6} mb={4}>
            <Text component="label" htmlFor={`${id}-input`} id={`${id}-label`} size="xs" fw={500} truncate>
              {label}
            </Text>
            <Group gap={6} wrap="nowrap" className={classes.bpGroup}>
              {indicator}
              {lock}
            </Group>
          </Group>
          {editor}
        </>
      )}
    </div>
  );
}

function UnknownField({ name, type, label }: { name: string; type: string; label: string }) {
  const { t } = useTranslation();
  return (
    <div className={classes.field} data-testid={propTestId(name)}>
      <Text size="xs" fw={500} mb={4}>
        {label}
      </Text>
      <Group gap={6} wrap="nowrap" role="alert" data-testid={propTestId(name, 'unknown')}>
        <IconAlertTriangle size={14} color="var(--mantine-color-red-6)" />
        <Text size="xs" c="red">
          {t('inspector.unknown_type', { type })}
        </Text>
      </Group>
    </div>
  );
}
