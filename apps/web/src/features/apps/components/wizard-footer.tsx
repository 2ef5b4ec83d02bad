import { Button, Group } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface WizardFooterProps {
  step: number;
  lastStep: number;
  /** The current step is valid: Next (or Create) may be pressed. */
  canAdvance: boolean;
  /** Whether Next shows at all (no team to choose: there is no next step to go to). */
  showNext?: boolean;
  creating: boolean;
  created?: boolean;
  createLabel: string;
  onBack: () => void;
  onCancel: () => void;
  onCreate: () => void;
  testId: string;
}

/**
 * The wizards' buttons: Cancel or Back on the left, Next or Create on the right. Next submits the step's
 * form (Enter works too); while creating, Back is disabled (spec §4).
 */
export function WizardFooter({
  step,
  lastStep,
  canAdvance,
  showNext = true,
  creating,
  created = false,
  createLabel,
  onBack,
  onCancel,
  onCreate,
  testId,
}: WizardFooterProps) {
  const { t } = useTranslation();
  const busy = creating || created;
  return (
    <Group justify="space-between" mt="md">
      {step === 0 ? (
        <Button variant="default" onClick={onCancel} disabled={busy}>
          {t('common.cancel')}
        </Button>
      ) : (
        <Button
          variant="default"
          leftSection={<IconArrowLeft size={16} />}
          onClick={onBack}
          disabled={busy}
          data-testid={`${testId}-back`}
        >
          {t('wizard.back')}
        </Button>
      )}
      {step < lastStep ? (
        showNext ? (
          <Button
            type="submit"
            rightSection={<IconArrowRight size={16} />}
            disabled={!canAdvance}
            data-testid={`${testId}-next`}
          >
            {t('wizard.next')}
          </Button>
        ) : null
      ) : (
        <Button
          onClick={busy ? undefined : onCreate}
          disabled={!canAdvance && !busy}
          loading={creating}
          color={created ? 'teal' : undefined}
          leftSection={created ? <IconCheck size={16} /> : undefined}
          data-testid={`${testId}-create`}
        >
          {created ? t('wizard.created') : createLabel}
        </Button>
      )}
    </Group>
  );
}
