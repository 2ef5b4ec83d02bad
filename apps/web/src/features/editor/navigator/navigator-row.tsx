/**
 * One navigator row (a treeitem). Memoized on plain values: an edit of one brick re-renders that brick's
 * row only, whatever else changed on the page. The handlers come in one object that never changes.
 *
 * Test ids: `navigator-row:{brick id}` or `navigator-row:{slot address}` (data-kind, data-hidden,
 * data-level), `navigator-toggle:{…}` (the chevron), `navigator-eye:{brick id}`, `navigator-rename`.
 */
import { IconChevronRight, IconEye, IconEyeOff, IconSquareDashed } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { type KeyboardEvent, memo, type PointerEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ComponentIconImage } from '../source-panel/component-icon-image.tsx';
import classes from './navigator.module.css';

export const ROW_HEIGHT = 28;
/** How far each level is indented. */
export const INDENT = 14;
/** The first level's left padding. */
export const ROW_START = 6;

export interface RowActions {
  /** Expand or collapse the row. */
  toggle(key: string): void;
  /** A click: select the row's brick or slot and make the row the active one. */
  activate(key: string): void;
  setVisible(brickId: string, visible: boolean): void;
  startRename(brickId: string): void;
  commitRename(brickId: string, name: string): void;
  cancelRename(): void;
  pointerDown(event: PointerEvent<HTMLElement>, brickId: string): void;
}

export interface NavigatorRowProps {
  readonly rowKey: string;
  /** The brick's id or the slot's address. */
  readonly id: string;
  readonly kind: 'brick' | 'slot';
  readonly level: number;
  readonly posInSet: number;
  readonly setSize: number;
  /** Index in the rows: where it is drawn. */
  readonly index: number;
  readonly expandable: boolean;
  readonly expanded: boolean;
  readonly selected: boolean;
  /** The row that takes the focus (tabindex 0). */
  readonly active: boolean;
  readonly label: string;
  /** A short note after the label (an empty slot says so). */
  readonly note: string | null;
  /** The component's SVG icon (brick rows). */
  readonly icon: string | null;
  /** Hidden at the active breakpoint. */
  readonly hidden: boolean;
  /** The active breakpoint's name, null at the desktop: the eye acts there (issue 23). */
  readonly breakpointName: string | null;
  /** Hidden itself or inside a hidden container. */
  readonly dimmed: boolean;
  readonly renaming: boolean;
  readonly dragging: boolean;
  readonly dropInside: boolean;
  readonly readOnly: boolean;
  readonly actions: RowActions;
}

function RenameInput({ id, name, actions }: { id: string; name: string; actions: RowActions }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const done = useRef(false);
  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);
  const finish = (commit: boolean) => {
    if (done.current) return;
    done.current = true;
    const value = input.current?.value.trim() ?? '';
    if (commit && value !== '' && value !== name) actions.commitRename(id, value);
    else actions.cancelRename();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // The tree's keys and the editor's shortcuts (Escape, Delete) stay out of the field.
    event.stopPropagation();
    if (event.key === 'Enter') {
      event.preventDefault();
      finish(true);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      finish(false);
    }
  };
  return (
    <input
      ref={input}
      className={classes.rename}
      defaultValue={name}
      aria-label={t('navigator.rename', { name })}
      onKeyDown={onKeyDown}
      onBlur={() => finish(true)}
      onClick={(event) => event.stopPropagation()}
      onPointerDown={(event) => event.stopPropagation()}
      data-testid="navigator-rename"
    />
  );
}

/** "hidden", or at a breakpoint "hidden on Phone". */
function hiddenText(t: TFunction, breakpointName: string | null): string {
  return breakpointName === null
    ? t('navigator.hidden')
    : t('navigator.hidden_at', { breakpoint: breakpointName });
}

export const NavigatorRow = memo(function NavigatorRow(props: NavigatorRowProps) {
  const { t } = useTranslation();
  const { rowKey, id, kind, level, actions, expandable, expanded, label, hidden, readOnly } = props;
  const brick = kind === 'brick';
  const at = props.breakpointName;
  const eyeLabel =
    at === null
      ? t(hidden ? 'navigator.show_brick' : 'navigator.hide_brick', { name: label })
      : t(hidden ? 'navigator.show_brick_at' : 'navigator.hide_brick_at', { name: label, breakpoint: at });
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the tree takes the keys for every row (tree-keys.ts)
    <div
      role="treeitem"
      className={classes.row}
      style={{ top: props.index * ROW_HEIGHT, paddingLeft: ROW_START + (level - 1) * INDENT }}
      tabIndex={props.active ? 0 : -1}
      aria-level={level}
      aria-posinset={props.posInSet}
      aria-setsize={props.setSize}
      aria-expanded={expandable ? expanded : undefined}
      aria-selected={props.selected}
      aria-label={[label, props.note, hidden ? hiddenText(t, props.breakpointName) : null]
        .filter((part) => part !== null)
        .join(', ')}
      data-key={rowKey}
      data-kind={kind}
      data-level={level}
      data-hidden={hidden ? 'true' : 'false'}
      data-dimmed={props.dimmed ? 'true' : 'false'}
      data-dragging={props.dragging ? 'true' : undefined}
      data-drop={props.dropInside ? 'inside' : undefined}
      data-readonly={readOnly ? 'true' : undefined}
      data-testid={`navigator-row:${id}`}
      onClick={() => actions.activate(rowKey)}
      onPointerDown={brick && !readOnly ? (event) => actions.pointerDown(event, id) : undefined}
      onDoubleClick={brick && !readOnly ? () => actions.startRename(id) : undefined}
    >
      {expandable ? (
        <span
          className={classes.chevron}
          data-expanded={expanded ? 'true' : 'false'}
          aria-hidden
          onClick={(event) => {
            event.stopPropagation();
            actions.toggle(rowKey);
          }}
          onPointerDown={(event) => event.stopPropagation()}
          onDoubleClick={(event) => event.stopPropagation()}
          data-testid={`navigator-toggle:${id}`}
        >
          <IconChevronRight size={12} stroke={2} />
        </span>
      ) : (
        <span className={classes.chevronSpace} />
      )}
      <span className={classes.icon} aria-hidden>
        {brick ? (
          <ComponentIconImage svg={props.icon ?? ''} size={14} />
        ) : (
          <IconSquareDashed size={14} stroke={1.75} />
        )}
      </span>
      {props.renaming ? (
        <RenameInput id={id} name={label} actions={actions} />
      ) : (
        <span className={classes.name} title={label}>
          {label}
        </span>
      )}
      {/* The space keeps the note a word of its own in the row's text (its accessible name). */}
      {props.note ? <span className={classes.note}>{` ${props.note}`}</span> : null}
      {brick && !props.renaming && (!readOnly || hidden) ? (
        <button
          type="button"
          className={classes.eye}
          tabIndex={-1}
          disabled={readOnly}
          aria-label={eyeLabel}
          data-hint={hidden ? `${eyeLabel} (${hiddenText(t, props.breakpointName)})` : eyeLabel}
          aria-pressed={hidden}
          onClick={(event) => {
            event.stopPropagation();
            actions.setVisible(id, hidden);
          }}
          onPointerDown={(event) => event.stopPropagation()}
          onDoubleClick={(event) => event.stopPropagation()}
          data-testid={`navigator-eye:${id}`}
        >
          {hidden ? <IconEyeOff size={14} /> : <IconEye size={14} />}
        </button>
      ) : null}
    </div>
  );
});
