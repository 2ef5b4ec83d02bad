import { Button, Group } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from './error-alert.tsx';

export type SaveState = 'idle' | 'loading' | 'success';

/** The error line and Save button closing both settings blocks. */
export function FormFooter(props: {
  error: string | null;
  state: SaveState;
  canSave: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  const { error, state, canSave, testId } = props;
  return (
    <>
      {error ? <ErrorAlert testId={`${testId}-error`}>{error}</ErrorAlert> : null}
      <Group justify="flex-end">
        <Button
          type="submit"
          disabled={!canSave && state !== 'success'}
          loading={state === 'loading'}
          color={state === 'success' ? 'teal' : undefined}
          leftSection={state === 'success' ? <IconCheck size={16} /> : undefined}
          data-testid={`${testId}-save`}
        >
          {state === 'success' ? t('common.saved') : t('common.save')}
        </Button>
      </Group>
    </>
  );
}
