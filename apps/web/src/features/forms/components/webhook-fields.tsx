import {
  ActionIcon,
  Button,
  CopyButton,
  Group,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { APP_DEFAULT_FORM_KEY, LIMITS } from '@tessera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '../../../lib/api-error.ts';
import { errorKeyFor } from '../../../lib/error-text.ts';
import {
  type FormDeliverySettings,
  type FormWebhookTest,
  useRotateFormSecret,
  useSendTestFormWebhook,
} from '../api/form-delivery.ts';
import { deliveryProblemOf } from '../delivery-draft.ts';

interface WebhookFieldsProps {
  appId: string;
  formKey: string;
  saved: FormDeliverySettings;
  url: string;
  urlError: string | null;
  /** The URL typed differs from the saved one: the test would not post where the field says. */
  unsaved: boolean;
  disabled: boolean;
  onUrl(url: string): void;
}

/** The test's outcome in the console's language (the server's error text is English, for logs). */
function outcomeKey(outcome: string) {
  switch (outcome) {
    case 'timeout':
      return 'form_delivery.outcomes.timeout' as const;
    case 'refused':
      return 'form_delivery.outcomes.refused' as const;
    default:
      return 'form_delivery.outcomes.network' as const;
  }
}

type TestState =
  | { kind: 'idle' }
  | { kind: 'done'; result: FormWebhookTest }
  | { kind: 'error'; text: string };

/**
 * The webhook's URL, its signing secret (managers see it, copy it and rotate it: the old one keeps signing for
 * 24 hours) and "Send a test": one signed form.test post to the saved URL, its answer shown here.
 */
export function WebhookFields({
  appId,
  formKey,
  saved,
  url,
  urlError,
  unsaved,
  disabled,
  onUrl,
}: WebhookFieldsProps) {
  const { t } = useTranslation();
  const [rotate, rotation] = useRotateFormSecret();
  const [sendTest, testing] = useSendTestFormWebhook();
  const [test, setTest] = useState<TestState>({ kind: 'idle' });
  const [secretError, setSecretError] = useState<string | null>(null);

  const errorText = (caught: unknown) => {
    const apiError = toApiError(caught);
    const problem = deliveryProblemOf(apiError);
    return problem ? t(`form_delivery.errors.${problem.key}`) : t(errorKeyFor(apiError));
  };

  async function runTest() {
    setTest({ kind: 'idle' });
    try {
      const answer = await sendTest({ variables: { appId, formKey } });
      if (answer.data) setTest({ kind: 'done', result: answer.data.sendTestFormWebhook });
    } catch (caught) {
      setTest({ kind: 'error', text: errorText(caught) });
    }
  }

  async function runRotate() {
    setSecretError(null);
    try {
      await rotate({ variables: { appId, formKey } });
    } catch (caught) {
      setSecretError(errorText(caught));
    }
  }

  const result = test.kind === 'done' ? test.result : null;
  // The app default's settings shown for a form without its own: rotated from the app default, not here.
  const inheritedSecret = saved.inherited && saved.formKey !== APP_DEFAULT_FORM_KEY;
  const previousUntil = saved.previousSecretUntil ? new Date(saved.previousSecretUntil) : null;
  return (
    <Stack gap={8}>
      <TextInput
        size="xs"
        label={t('form_delivery.webhook_url')}
        description={t('form_delivery.webhook_url_hint')}
        placeholder="https://"
        value={url}
        maxLength={LIMITS.forms.webhookUrlMax}
        disabled={disabled}
        error={urlError}
        onChange={(event) => onUrl(event.currentTarget.value)}
        data-testid="form-delivery-webhook-url"
      />
      {saved.webhookSecret ? (
        <Group gap={6} align="flex-end" wrap="nowrap">
          <PasswordInput
            size="xs"
            style={{ flex: 1, minWidth: 0 }}
            label={t('form_delivery.secret')}
            description={t('form_delivery.secret_hint')}
            value={saved.webhookSecret}
            readOnly
            data-testid="form-delivery-secret"
          />
          <CopyButton value={saved.webhookSecret}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? t('form_delivery.copied') : t('form_delivery.copy_secret')}>
                <ActionIcon
                  variant="default"
                  size={30}
                  onClick={copy}
                  aria-label={t('form_delivery.copy_secret')}
                  data-testid="form-delivery-copy-secret"
                >
                  {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        </Group>
      ) : null}
      {previousUntil && previousUntil.getTime() > Date.now() ? (
        <Text size="xs" c="dimmed" data-testid="form-delivery-previous-secret">
          {t('form_delivery.previous_secret', {
            until: previousUntil.toLocaleString(),
          })}
        </Text>
      ) : null}
      {secretError ? (
        <Text size="xs" c="red" role="alert">
          {secretError}
        </Text>
      ) : null}
      <Group gap={6}>
        <Button
          size="compact-xs"
          variant="light"
          loading={testing.loading}
          disabled={disabled || unsaved || !saved.webhookUrl}
          onClick={() => void runTest()}
          data-testid="form-delivery-test"
        >
          {t('form_delivery.send_test')}
        </Button>
        {saved.webhookSecret && !inheritedSecret ? (
          <Button
            size="compact-xs"
            variant="subtle"
            loading={rotation.loading}
            disabled={disabled}
            onClick={() => void runRotate()}
            data-testid="form-delivery-rotate"
          >
            {t('form_delivery.rotate')}
          </Button>
        ) : null}
      </Group>
      {unsaved && saved.webhookUrl ? (
        <Text size="xs" c="dimmed">
          {t('form_delivery.test_saved_only')}
        </Text>
      ) : null}
      {result ? (
        <Text
          size="xs"
          c={result.ok ? 'teal.8' : 'red.8'}
          role="status"
          data-testid="form-delivery-test-result"
          data-ok={result.ok ? 'true' : 'false'}
        >
          {result.ok
            ? t('form_delivery.test_ok', { status: result.statusCode, ms: result.durationMs })
            : result.statusCode !== null
              ? t('form_delivery.test_http', { status: result.statusCode, ms: result.durationMs })
              : t('form_delivery.test_failed', { reason: t(outcomeKey(result.outcome)) })}
        </Text>
      ) : null}
      {test.kind === 'error' ? (
        <Text size="xs" c="red" role="alert">
          {test.text}
        </Text>
      ) : null}
    </Stack>
  );
}
