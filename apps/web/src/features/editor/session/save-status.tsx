import { Group, Text, Tooltip } from '@mantine/core';
import { IconCloudCheck, IconCloudOff, IconCloudUpload, IconEye, IconLoader2 } from '@tabler/icons-react';
import { DELAYS } from '@tessera/shared';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionStatus } from './page-session.ts';

export type SaveState = 'saved' | 'saving' | 'offline' | 'connecting' | 'read_only';

/** What the indicator says (issue 25): offline first (nothing reaches the server), then what is stored. */
export function saveStateOf(status: SessionStatus, canEdit: boolean): SaveState {
  if (status.connection === 'offline') return 'offline';
  if (!status.synced) return 'connecting';
  if (!canEdit || !status.writable) return 'read_only';
  return status.stored ? 'saved' : 'saving';
}

const ICONS = {
  saved: IconCloudCheck,
  saving: IconCloudUpload,
  offline: IconCloudOff,
  connecting: IconLoader2,
  read_only: IconEye,
} as const;

const COLORS = {
  saved: 'teal',
  saving: 'gray',
  offline: 'orange',
  connecting: 'gray',
  read_only: 'gray',
} as const;

/** The toolbar's saved / storing / offline indicator, announced politely to screen readers. */
export const SaveStatus = memo(function SaveStatus({ state }: { state: SaveState }) {
  const { t } = useTranslation();
  const Icon = ICONS[state];
  return (
    <Tooltip label={t(`collab.status.${state}`)} openDelay={DELAYS.tooltip / 2} withArrow multiline maw={280}>
      <Group
        gap={4}
        wrap="nowrap"
        role="status"
        aria-live="polite"
        tabIndex={0}
        data-testid="editor-save-status"
        data-state={state}
        c={COLORS[state]}
      >
        <Icon size={16} aria-hidden />
        <Text size="xs" c="inherit" visibleFrom="xl" style={{ whiteSpace: 'nowrap' }}>
          {t(`collab.status.${state}_short`)}
        </Text>
      </Group>
    </Tooltip>
  );
});
