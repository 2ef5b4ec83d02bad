import { Anchor, Button, Group, Loader, MultiSelect, Stack, Switch, Text } from '@mantine/core';
import { APP_DEFAULT_FORM_KEY, LIMITS } from '@tessera/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toApiError } from '../../../lib/api-error.ts';
import { errorKeyFor } from '../../../lib/error-text.ts';
import {
  type FormDeliverySettings,
  useFormDeliverySettings,
  useUpdateFormDelivery,
} from '../api/form-delivery.ts';
import {
  type DeliveryDraft,
  type DeliveryProblem,
  deliveryProblemOf,
  draftOf,
  draftProblems,
  inputOf,
  isChanged,
  webhookHostOf,
} from '../delivery-draft.ts';
import { submissionsPath } from '../paths.ts';
import { WebhookFields } from './webhook-fields.tsx';

interface FormDeliverySectionProps {
  appId: string;
  /** `{pageId}/{brickId}`: the form's key, the same across publishes. */
  formKey: string;
  /** form.manageDelivery: the fields are editable; else a read-only summary. */
  canManage: boolean;
  /** "View submissions" (the inspector's); false on the Submissions screen itself. */
  showLink?: boolean;
}

/**
 * The Form brick's "Submissions" block in the inspector (issue 24): every submission is stored; managers choose
 * who on the team gets them by e-mail and which webhook gets them (effective at once, not with publish), editors
 * read where they go. A link opens the form's submissions.
 */
export function FormDeliverySection({
  appId,
  formKey,
  canManage,
  showLink = true,
}: FormDeliverySectionProps) {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useFormDeliverySettings({ appId, formKey });
  const saved = data?.formDeliverySettings;
  return (
    <Stack gap={10} data-testid="form-delivery">
      <Group justify="space-between" gap={6} wrap="nowrap">
        <Text size="xs" c="dimmed">
          {t('form_delivery.stored')}
        </Text>
        {showLink ? (
          <Anchor
            component={Link}
            to={submissionsPath(appId, formKey)}
            size="xs"
            data-testid="form-delivery-view"
          >
            {t('form_delivery.view_submissions')}
          </Anchor>
        ) : null}
      </Group>
      {saved ? (
        canManage ? (
          <DeliveryFields appId={appId} formKey={formKey} saved={saved} />
        ) : (
          <DeliverySummary saved={saved} />
        )
      ) : loading ? (
        <Loader size="xs" aria-label={t('form_delivery.loading')} />
      ) : error ? (
        <Text size="xs" c="red" role="alert">
          {t('form_delivery.load_error')} {t(errorKeyFor(toApiError(error)))}{' '}
          <Anchor component="button" size="xs" onClick={() => void refetch().catch(() => undefined)}>
            {t('common.try_again')}
          </Anchor>
        </Text>
      ) : null}
    </Stack>
  );
}

/** What an editor reads: where submissions go, and that managers change it. */
function DeliverySummary({ saved }: { saved: FormDeliverySettings }) {
  const { t } = useTranslation();
  const host = saved.webhook ? webhookHostOf(saved.webhookUrl) : null;
  return (
    <Stack gap={4} data-testid="form-delivery-summary">
      <Text size="xs">
        {saved.email && saved.recipients.length > 0
          ? t('form_delivery.summary_email', { names: saved.recipients.map((r) => r.username).join(', ') })
          : t('form_delivery.summary_no_email')}
      </Text>
      <Text size="xs">
        {host ? t('form_delivery.summary_webhook', { host }) : t('form_delivery.summary_no_webhook')}
      </Text>
      {saved.challenge ? <Text size="xs">{t('form_delivery.summary_challenge')}</Text> : null}
      <Text size="xs" c="dimmed">
        {t('form_delivery.managers_only')}
      </Text>
    </Stack>
  );
}

function DeliveryFields({
  appId,
  formKey,
  saved,
}: {
  appId: string;
  formKey: string;
  saved: FormDeliverySettings;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<DeliveryDraft>(() => draftOf(saved));
  const [tried, setTried] = useState(false);
  const [refused, setRefused] = useState<DeliveryProblem | null>(null);
  const [status, setStatus] = useState<{ kind: 'saved' } | { kind: 'error'; text: string } | null>(null);
  const [update, saving] = useUpdateFormDelivery();
  // Another save (or a rotation) brought new settings: the fields follow unless the manager is editing.
  const [base, setBase] = useState(saved);
  useEffect(() => {
    if (saved === base) return;
    if (!isChanged(draft, base)) setDraft(draftOf(saved));
    setBase(saved);
  }, [saved, base, draft]);

  const changed = isChanged(draft, saved);
  const problems = [...(tried ? draftProblems(draft) : []), ...(refused ? [refused] : [])];
  const errorOf = (field: DeliveryProblem['field']) => {
    const problem = problems.find((p) => p.field === field);
    return problem ? t(`form_delivery.errors.${problem.key}`) : null;
  };
  const change = (next: Partial<DeliveryDraft>) => {
    setDraft({ ...draft, ...next });
    setRefused(null);
    setStatus(null);
  };

  async function save() {
    setTried(true);
    if (draftProblems(draft).length > 0) return;
    try {
      const answer = await update({ variables: { appId, formKey, input: inputOf(draft) } });
      // The fields show what was stored: the server keeps URLs in their normal form (host lower-cased…).
      const stored = answer.data?.updateFormDeliverySettings;
      if (stored) setDraft(draftOf(stored));
      setTried(false);
      setStatus({ kind: 'saved' });
    } catch (caught) {
      const apiError = toApiError(caught);
      const problem = deliveryProblemOf(apiError);
      if (problem?.field) setRefused(problem);
      else
        setStatus({
          kind: 'error',
          text: problem ? t(`form_delivery.errors.${problem.key}`) : t(errorKeyFor(apiError)),
        });
    }
  }

  const candidates = [
    ...saved.candidates,
    ...saved.recipients.filter((r) => !saved.candidates.some((c) => c.id === r.id)),
  ];
  return (
    <Stack gap={10}>
      {saved.inherited && saved.formKey !== APP_DEFAULT_FORM_KEY ? (
        <Text size="xs" c="dimmed" data-testid="form-delivery-inherited">
          {t('form_delivery.inherited')}
        </Text>
      ) : null}
      <Switch
        size="xs"
        label={t('form_delivery.email')}
        description={t('form_delivery.email_hint')}
        checked={draft.email}
        onChange={(event) => change({ email: event.currentTarget.checked })}
        data-testid="form-delivery-email"
      />
      {draft.email ? (
        <MultiSelect
          size="xs"
          label={t('form_delivery.recipients')}
          placeholder={draft.recipients.length === 0 ? t('form_delivery.recipients_placeholder') : undefined}
          data={candidates.map((c) => ({ value: c.id, label: `${c.username} <${c.email}>` }))}
          value={draft.recipients}
          maxValues={LIMITS.forms.recipients}
          nothingFoundMessage={t('form_delivery.no_candidates')}
          searchable
          error={errorOf('recipients')}
          onChange={(recipients) => change({ recipients })}
          comboboxProps={{ withinPortal: true }}
          data-testid="form-delivery-recipients"
        />
      ) : null}
      <Switch
        size="xs"
        label={t('form_delivery.webhook')}
        description={t('form_delivery.webhook_hint')}
        checked={draft.webhook}
        onChange={(event) => change({ webhook: event.currentTarget.checked })}
        data-testid="form-delivery-webhook"
      />
      {draft.webhook ? (
        <WebhookFields
          appId={appId}
          formKey={formKey}
          saved={saved}
          url={draft.webhookUrl}
          urlError={errorOf('webhookUrl')}
          unsaved={draft.webhookUrl.trim() !== (saved.webhookUrl ?? '')}
          disabled={saving.loading}
          onUrl={(webhookUrl) => change({ webhookUrl })}
        />
      ) : null}
      <Switch
        size="xs"
        label={t('form_delivery.challenge')}
        description={t('form_delivery.challenge_hint')}
        checked={draft.challenge}
        onChange={(event) => change({ challenge: event.currentTarget.checked })}
        data-testid="form-delivery-challenge"
      />
      <Group gap={8}>
        <Button
          size="xs"
          disabled={!changed}
          loading={saving.loading}
          onClick={() => void save()}
          data-testid="form-delivery-save"
        >
          {t('form_delivery.save')}
        </Button>
        {status?.kind === 'saved' && !changed ? (
          <Text size="xs" c="teal.8" role="status" data-testid="form-delivery-saved">
            {t('form_delivery.saved')}
          </Text>
        ) : null}
      </Group>
      {status?.kind === 'error' ? (
        <Text size="xs" c="red" role="alert">
          {status.text}
        </Text>
      ) : null}
    </Stack>
  );
}
