import { type MantineSize, Modal, Stack, Stepper } from '@mantine/core';
import { type FormEvent, type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import classes from './wizard.module.css';
import { WizardFooter } from './wizard-footer.tsx';

export interface WizardStep {
  label: string;
  description: string;
  /** The step's fields, one under the other. */
  content: ReactNode;
}

interface WizardModalProps {
  title: string;
  /** The dialog's test id; its buttons and error take it as a prefix (`app-wizard-next`, `…-error`). */
  testId: string;
  size: MantineSize | number;
  steps: WizardStep[];
  step: number;
  onStepChange: (step: number) => void;
  /** The current step is valid: Next (or Create) may be pressed. */
  canAdvance: boolean;
  /** Whether Next shows at all (no team to choose: there is no next step to go to). */
  showNext?: boolean;
  creating: boolean;
  /** Created, and about to leave: the dialog stays as it is until then. */
  created?: boolean;
  createLabel: string;
  /** Why creating failed, under the last step's fields. */
  error: string | null;
  /** Next, or Enter in a field: the wizard decides whether and where to go. */
  onNext: () => void;
  onCreate: () => void;
  onClose: () => void;
}

/**
 * The new-app and new-page wizards' frame (spec §4): a dialog with a stepper, one form for the steps and the
 * footer. While creating (or once created), closing, Back and going back through the stepper are disabled.
 * A new step puts the focus on its field marked data-autofocus (the dialog does it for the first step).
 */
export function WizardModal({
  title,
  testId,
  size,
  steps,
  step,
  onStepChange,
  canAdvance,
  showNext,
  creating,
  created = false,
  createLabel,
  error,
  onNext,
  onCreate,
  onClose,
}: WizardModalProps) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const shownStep = useRef(step);
  const busy = creating || created;
  const last = steps.length - 1;

  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    formRef.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [step]);

  function close() {
    if (!busy) onClose();
  }

  function back() {
    if (!busy && step > 0) onStepChange(step - 1);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onNext();
  }

  return (
    <Modal.Root opened onClose={close} centered size={size} closeOnClickOutside={!busy} closeOnEscape={!busy}>
      <Modal.Overlay />
      <Modal.Content data-testid={testId}>
        <Modal.Header>
          <Modal.Title>{title}</Modal.Title>
          <Modal.CloseButton disabled={busy} aria-label={t('common.close')} />
        </Modal.Header>
        <Modal.Body>
          <form ref={formRef} onSubmit={submit} noValidate>
            <Stepper
              active={step}
              onStepClick={(target) => {
                if (!busy && target < step) onStepChange(target);
              }}
              allowNextStepsSelect={false}
              size="sm"
            >
              {steps.map((shown, index) => (
                <Stepper.Step key={shown.label} label={shown.label} description={shown.description}>
                  <Stack gap="md" className={classes.step}>
                    {shown.content}
                    {index === last && error ? (
                      <ErrorAlert testId={`${testId}-error`}>{error}</ErrorAlert>
                    ) : null}
                  </Stack>
                </Stepper.Step>
              ))}
            </Stepper>
            <WizardFooter
              step={step}
              lastStep={last}
              canAdvance={canAdvance}
              showNext={showNext}
              creating={creating}
              created={created}
              createLabel={createLabel}
              onBack={back}
              onCancel={close}
              onCreate={onCreate}
              testId={testId}
            />
          </form>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
