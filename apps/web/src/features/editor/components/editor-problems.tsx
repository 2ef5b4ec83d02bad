import { Alert, List, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { MAX_BRICK_DEPTH } from '@tessera/shared';
import { useTranslation } from 'react-i18next';
import type { ContentProblem } from '../model/types.ts';

interface EditorProblemsProps {
  problems: readonly ContentProblem[];
  onClose: () => void;
}

/**
 * What the editor could not show as it was stored (issue 6, bad input): missing components, slots the
 * template no longer has, properties of unknown types. It says what is wrong and that nothing is thrown away.
 */
export function EditorProblems({ problems, onClose }: EditorProblemsProps) {
  const { t } = useTranslation();
  if (problems.length === 0) return null;
  const unknownComponents = new Set(
    problems.flatMap((p) => (p.kind === 'unknownComponent' ? [p.componentId] : [])),
  );
  const extraSlots = problems.flatMap((p) => (p.kind === 'extraSlot' ? [p] : []));
  const unread = (reason: 'noSlot' | 'tooDeep') =>
    problems.reduce((sum, p) => sum + (p.kind === 'unreadSlot' && p.reason === reason ? p.bricks : 0), 0);
  const unreadNoSlot = unread('noSlot');
  const unreadTooDeep = unread('tooDeep');
  const unknownTypes = new Set(problems.flatMap((p) => (p.kind === 'unknownType' ? [p.type] : [])));
  const unreadable = problems.reduce((sum, p) => sum + (p.kind === 'unreadableGraph' ? p.count : 0), 0);
  return (
    <Alert
      color="yellow"
      icon={<IconAlertTriangle size={18} />}
      title={t('editor.problems.title')}
      withCloseButton
      closeButtonLabel={t('common.close')}
      onClose={onClose}
      data-testid="editor-problems"
    >
      <List size="sm" spacing={2}>
        {unknownComponents.size > 0 ? (
          <List.Item data-testid="editor-problem:unknownComponent">
            {t('editor.problems.unknown_components', { count: unknownComponents.size })}
          </List.Item>
        ) : null}
        {extraSlots.map((slot) => (
          <List.Item key={slot.slot} data-testid={`editor-problem:extraSlot:${slot.slot}`}>
            {t('editor.problems.extra_slot', { slot: slot.slot, count: slot.bricks })}
          </List.Item>
        ))}
        {unreadNoSlot > 0 ? (
          <List.Item data-testid="editor-problem:unreadSlot:noSlot">
            {t('editor.problems.unread_no_slot', { count: unreadNoSlot })}
          </List.Item>
        ) : null}
        {unreadTooDeep > 0 ? (
          <List.Item data-testid="editor-problem:unreadSlot:tooDeep">
            {t('editor.problems.unread_too_deep', { count: unreadTooDeep, max: MAX_BRICK_DEPTH })}
          </List.Item>
        ) : null}
        {unknownTypes.size > 0 ? (
          <List.Item data-testid="editor-problem:unknownType">
            {t('editor.problems.unknown_types', { types: [...unknownTypes].join(', ') })}
          </List.Item>
        ) : null}
        {unreadable > 0 ? (
          <List.Item data-testid="editor-problem:unreadableGraph">
            {t('editor.problems.unreadable_graph', { count: unreadable })}
          </List.Item>
        ) : null}
      </List>
      {unreadable === 0 || problems.some((p) => p.kind !== 'unreadableGraph') ? (
        <Text size="xs" c="dimmed" mt={6}>
          {t(unreadable === 0 ? 'editor.problems.kept' : 'editor.problems.kept_except_graph')}
        </Text>
      ) : null}
    </Alert>
  );
}
