import { ActionIcon, Group } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import type { Breakpoint } from '@tessera/shared';
import { breakpointLabel } from '@tessera/shared';
import { useTranslation } from 'react-i18next';
import { type FieldBreakpointState, indicatorText } from './breakpoint-state.ts';
import classes from './inspector.module.css';

export interface BreakpointIndicatorProps {
  name: string;
  /** The property's label, for the clear button's accessible name. */
  label: string;
  state: FieldBreakpointState;
  active: string;
  breakpoints: readonly Breakpoint[];
  locale: string;
  /** Hidden in the viewer's inspector and on locked properties: nothing there can be cleared. */
  canClear: boolean;
  onClear(): void;
}

/**
 * Where a field's value comes from at the active breakpoint (issue 23): "Set at Tablet" with an accent dot and
 * a clear button, "Inherited from Desktop" muted, or "All sizes" for properties with one value everywhere. At
 * the desktop it only says, quietly, which breakpoints hold values of their own.
 * Test ids: `inspector-bp-state-{property}` (data-state, data-from), `inspector-bp-clear-{property}`.
 */
export function BreakpointIndicator(props: BreakpointIndicatorProps) {
  const { t } = useTranslation();
  const { state, name } = props;
  const text = indicatorText(state, props.breakpoints, props.locale);
  const words = text ? t(text.key, text.values) : '';
  const here = breakpointLabel(props.breakpoints, props.active, props.locale);
  const clearLabel = t('inspector.breakpoint.clear', { name: here, label: props.label });
  return (
    <Group gap={4} wrap="nowrap" className={classes.bpGroup}>
      <span
        className={classes.bpState}
        data-state={state.kind === 'all' ? 'all' : state.kind}
        data-from={state.from}
        data-testid={`inspector-bp-state-${name}`}
        data-hint={state.kind === 'all' ? t('inspector.breakpoint.all_sizes_hint') : undefined}
      >
        {state.kind === 'set' ? <span className={classes.bpDot} aria-hidden /> : null}
        {words}
      </span>
      {state.kind === 'set' && props.canClear ? (
        <ActionIcon
          variant="subtle"
          color="gray"
          size={20}
          aria-label={clearLabel}
          data-hint={clearLabel}
          onClick={props.onClear}
          data-testid={`inspector-bp-clear-${name}`}
        >
          <IconArrowBackUp size={14} />
        </ActionIcon>
      ) : null}
    </Group>
  );
}
