import { ActionIcon, Badge, Button, Group, Text } from '@mantine/core';
import {
  IconArrowDown,
  IconArrowUp,
  IconBookmarkEdit,
  IconBookmarkPlus,
  IconCopy,
  IconCopyPlus,
  IconRestore,
  IconTrash,
} from '@tabler/icons-react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './inspector.module.css';
import { InspectorBreadcrumb } from './inspector-breadcrumb.tsx';

export interface InspectorHeaderProps {
  title: string;
  /** Under the title: the brick's component, or the template's name. */
  subtitle: string | null;
  kind: 'brick' | 'template';
  readOnly: boolean;
  canMoveUp: boolean;
  canMoveDown: boolean;
  /**
   * The prefab button: 'create' on a plain brick or plain template settings, 'edit' on a copy; with a
   * reason when it cannot be used now. null: hidden (no right to write prefabs).
   */
  prefab: PrefabButton | null;
  /** The prefab this is a copy of, named under the title. */
  prefabName: string | null;
  onPrefab(): void;
  /**
   * The breakpoint's name when editing at one (issue 23): reset then clears the values set at it, and its
   * label and question say so. Null or absent at the desktop.
   */
  resetAt?: string | null;
  onReset(): void;
  onCopy(): void;
  onDuplicate(): void;
  onMove(delta: -1 | 1): void;
  onDelete(): void;
}

export interface PrefabButton {
  mode: 'create' | 'edit';
  /** Why it cannot be used (its hint says so); null when it can. */
  disabledReason: string | null;
}

/**
 * The title and the actions (spec §2). Brick actions: copy, duplicate, move, delete; both: reset (after a
 * confirmation) and the prefab button (create a prefab from this, or edit the prefab this is a copy of).
 * Viewers get copy only.
 */
export function InspectorHeader(props: InspectorHeaderProps) {
  const { title, subtitle, kind, readOnly } = props;
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const brick = kind === 'brick';
  return (
    <header className={classes.header}>
      <div className={classes.titleBlock}>
        {brick ? <InspectorBreadcrumb current={title} /> : null}
        <Text component="h2" fz="md" fw={650} m={0} truncate data-testid="inspector-title">
          {title}
        </Text>
        {subtitle || props.prefabName ? (
          <Group gap={6} wrap="nowrap" className={classes.subtitle}>
            {subtitle ? (
              <Text size="xs" c="dimmed" truncate>
                {subtitle}
              </Text>
            ) : null}
            {props.prefabName ? (
              <Badge
                size="xs"
                variant="light"
                color="violet"
                className={classes.prefabBadge}
                title={t('inspector.prefab_copy_of', { name: props.prefabName })}
                data-testid="inspector-prefab-badge"
              >
                {t('inspector.prefab_copy_of', { name: props.prefabName })}
              </Badge>
            ) : null}
          </Group>
        ) : null}
      </div>
      <Group justify="space-between" gap={4} wrap="nowrap">
        <Group gap={4} wrap="nowrap">
          {brick ? (
            <Action label={t('inspector.actions.copy')} onClick={props.onCopy} testId="inspector-copy">
              <IconCopy size={16} />
            </Action>
          ) : null}
          {brick && !readOnly ? (
            <>
              <Action
                label={t('inspector.actions.duplicate')}
                onClick={props.onDuplicate}
                testId="inspector-duplicate"
              >
                <IconCopyPlus size={16} />
              </Action>
              <Action
                label={t('inspector.actions.move_up')}
                onClick={() => props.onMove(-1)}
                disabled={!props.canMoveUp}
                testId="inspector-move-up"
              >
                <IconArrowUp size={16} />
              </Action>
              <Action
                label={t('inspector.actions.move_down')}
                onClick={() => props.onMove(1)}
                disabled={!props.canMoveDown}
                testId="inspector-move-down"
              >
                <IconArrowDown size={16} />
              </Action>
            </>
          ) : null}
        </Group>
        {readOnly ? null : (
          <Group gap={4} wrap="nowrap">
            <Action
              label={
                props.resetAt
                  ? t('inspector.actions.reset_at', { name: props.resetAt })
                  : t('inspector.actions.reset')
              }
              onClick={() => setConfirming((value) => !value)}
              pressed={confirming}
              testId="inspector-reset"
            >
              <IconRestore size={16} />
            </Action>
            {props.prefab ? <PrefabAction button={props.prefab} onClick={props.onPrefab} /> : null}
            {brick ? (
              <Action
                label={t('inspector.actions.delete')}
                onClick={props.onDelete}
                color="red"
                testId="inspector-delete"
              >
                <IconTrash size={16} />
              </Action>
            ) : null}
          </Group>
        )}
      </Group>
      {confirming && !readOnly ? (
        <ResetConfirmation
          at={props.resetAt ?? null}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            props.onReset();
          }}
        />
      ) : null}
    </header>
  );
}

/**
 * Create prefab or Edit prefab. When it cannot be used it stays focusable and hoverable (aria-disabled
 * rather than disabled), so its hint can say why.
 */
function PrefabAction({ button, onClick }: { button: PrefabButton; onClick(): void }) {
  const { t } = useTranslation();
  const label =
    button.mode === 'edit' ? t('inspector.actions.prefab_edit') : t('inspector.actions.prefab_create');
  const disabled = button.disabledReason !== null;
  return (
    <ActionIcon
      variant="subtle"
      color={button.mode === 'edit' ? 'violet' : 'gray'}
      size={30}
      aria-label={disabled ? `${label}: ${button.disabledReason}` : label}
      aria-disabled={disabled || undefined}
      data-disabled={disabled || undefined}
      data-hint={disabled ? button.disabledReason : label}
      data-mode={button.mode}
      onClick={(event) => {
        if (disabled) event.preventDefault();
        else onClick();
      }}
      data-testid="inspector-prefab"
    >
      {button.mode === 'edit' ? <IconBookmarkEdit size={16} /> : <IconBookmarkPlus size={16} />}
    </ActionIcon>
  );
}

interface ActionProps {
  label: string;
  onClick(): void;
  testId: string;
  disabled?: boolean;
  pressed?: boolean;
  color?: string;
  children: ReactNode;
}

function Action({ label, onClick, testId, disabled, pressed, color, children }: ActionProps) {
  return (
    <ActionIcon
      variant={pressed ? 'light' : 'subtle'}
      color={color ?? 'gray'}
      size={30}
      aria-label={label}
      aria-expanded={pressed}
      data-hint={label}
      disabled={disabled}
      onClick={onClick}
      data-testid={testId}
    >
      {children}
    </ActionIcon>
  );
}

/**
 * Asked in place, under the buttons: a question and two buttons fit the panel, and a popover would be
 * one more floating element mounted with every brick.
 */
function ResetConfirmation({
  at,
  onCancel,
  onConfirm,
}: {
  at: string | null;
  onCancel(): void;
  onConfirm(): void;
}) {
  const { t } = useTranslation();
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => confirm.current?.focus(), []);
  // Escape anywhere in the question cancels it, as in a dialog.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    // The question's own: the editor's Escape (select the parent brick) does not see it.
    event.stopPropagation();
    onCancel();
  };
  return (
    <div
      className={classes.confirm}
      role="alertdialog"
      aria-label={t('inspector.actions.reset')}
      onKeyDown={onKeyDown}
    >
      <Text size="sm">
        {at ? t('inspector.actions.reset_question_at', { name: at }) : t('inspector.actions.reset_question')}
      </Text>
      <Group justify="flex-end" gap="xs" mt={6}>
        <Button size="compact-sm" variant="default" onClick={onCancel}>
          {t('inspector.actions.cancel')}
        </Button>
        <Button
          ref={confirm}
          size="compact-sm"
          color="red"
          onClick={onConfirm}
          data-testid="inspector-reset-confirm"
        >
          {t('inspector.actions.reset_confirm')}
        </Button>
      </Group>
    </div>
  );
}
