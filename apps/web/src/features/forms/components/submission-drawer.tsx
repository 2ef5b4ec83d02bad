import { Anchor, Button, Divider, Drawer, Group, Stack, Text, Title } from '@mantine/core';
import { IconMail, IconPaperclip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { LoadingState } from '../../../components/list-states.tsx';
import { toApiError } from '../../../lib/api-error.ts';
import { formatBytes } from '../../../lib/format.ts';
import { fullDateTime } from '../../../lib/relative-time.ts';
import { useFormSubmissionQuery } from '../api/form-submission.ts';
import type { SubmissionDetail } from '../api/submission-fields.ts';
import { valueText } from '../submission-values.ts';
import { submissionsErrorKey } from '../submissions-errors.ts';
import { DeliveryCard } from './delivery-card.tsx';
import classes from './submissions.module.css';

interface SubmissionDrawerProps {
  appId: string;
  /** The open submission; null: closed. */
  id: string | null;
  onClose: () => void;
  canManage: boolean;
  onMarkUnread: (id: string) => void;
}

/** A submission's every field and value (as plain text), its files and its deliveries; Escape closes it. */
export function SubmissionDrawer({ appId, id, onClose, canManage, onMarkUnread }: SubmissionDrawerProps) {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useFormSubmissionQuery(id);
  const submission = data?.formSubmission && data.formSubmission.id === id ? data.formSubmission : null;
  let body: React.ReactNode;
  if (submission) {
    body = (
      <SubmissionBody
        appId={appId}
        submission={submission}
        canManage={canManage}
        onMarkUnread={onMarkUnread}
      />
    );
  } else if (loading) {
    body = <LoadingState testId="submission-loading" />;
  } else if (error) {
    body = (
      <ErrorAlert onRetry={() => void refetch().catch(() => undefined)} testId="submission-error">
        {t('submissions.detail.load_error')} {t(submissionsErrorKey(toApiError(error)))}
      </ErrorAlert>
    );
  }
  return (
    <Drawer
      opened={id !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={
        <Title order={2} fz="h3">
          {t('submissions.detail.title')}
        </Title>
      }
      closeButtonProps={{ 'aria-label': t('submissions.detail.close') }}
      data-testid="submission-drawer"
    >
      {body}
    </Drawer>
  );
}

function SubmissionBody({
  appId,
  submission,
  canManage,
  onMarkUnread,
}: {
  appId: string;
  submission: SubmissionDetail;
  canManage: boolean;
  onMarkUnread: (id: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const texts = { yes: t('submissions.yes'), no: t('submissions.no') };
  const received = fullDateTime(new Date(submission.createdAt), i18n.language);
  return (
    <Stack gap="md" data-testid="submission-detail" data-id={submission.id}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={2}>
          <Text fw={600} data-testid="submission-form-name">
            {submission.formName}
          </Text>
          <Text size="sm" c="dimmed">
            {t('submissions.detail.received', { date: received })}
          </Text>
          {submission.readBy ? (
            <Text size="xs" c="dimmed">
              {t('submissions.detail.read_by', { name: submission.readBy.username })}
            </Text>
          ) : null}
        </Stack>
        {submission.readAt ? (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconMail size={14} />}
            onClick={() => onMarkUnread(submission.id)}
            data-testid="submission-mark-unread"
          >
            {t('submissions.detail.mark_unread')}
          </Button>
        ) : null}
      </Group>
      <Section title={t('submissions.detail.values')}>
        <Stack gap="sm" component="dl" m={0}>
          {submission.fields.map((field) => {
            // A file field's value is its files (listed under Files, with their downloads): named here.
            const text =
              field.kind === 'file'
                ? submission.files
                    .filter((file) => file.field === field.name)
                    .map((file) => file.name)
                    .join(', ')
                : valueText(submission.values[field.name], texts);
            return (
              <div key={field.name} data-testid="submission-field" data-name={field.name}>
                <Text component="dt" size="xs" c="dimmed" fw={500}>
                  {field.label || field.name}
                </Text>
                {/* Plain text: React escapes it; never HTML. */}
                <Text
                  component="dd"
                  m={0}
                  size="sm"
                  className={classes.value}
                  c={text ? undefined : 'dimmed'}
                >
                  {text || '—'}
                </Text>
              </div>
            );
          })}
        </Stack>
      </Section>
      <Section title={t('submissions.detail.files')}>
        {submission.files.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('submissions.detail.no_files')}
          </Text>
        ) : (
          <Stack gap={4}>
            {submission.files.map((file) => (
              <Group key={file.id} gap="xs" wrap="nowrap" data-testid="submission-file">
                <IconPaperclip size={14} aria-hidden />
                <Anchor
                  href={file.url}
                  download={file.name}
                  size="sm"
                  className={classes.value}
                  data-testid="submission-file-download"
                >
                  {file.name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {formatBytes(file.size)}
                </Text>
              </Group>
            ))}
            <Text size="xs" c="dimmed">
              {t('submissions.detail.file_note')}
            </Text>
          </Stack>
        )}
      </Section>
      <Section title={t('submissions.detail.deliveries')}>
        {submission.deliveries.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="submission-no-deliveries">
            {t('submissions.detail.no_deliveries')}
          </Text>
        ) : (
          <Stack gap="sm">
            {submission.deliveries.map((delivery) => (
              <DeliveryCard key={delivery.id} appId={appId} delivery={delivery} canManage={canManage} />
            ))}
          </Stack>
        )}
      </Section>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap="xs">
      <Divider
        label={title}
        labelPosition="left"
        styles={{ label: { fontSize: 'var(--mantine-font-size-sm)', fontWeight: 600 } }}
      />
      {children}
    </Stack>
  );
}
