import { Badge, Group, NavLink, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconForms, IconInbox } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format.ts';
import type { AppForm } from '../api/submission-fields.ts';

interface FormsListProps {
  forms: readonly AppForm[];
  /** null: every form of the app. */
  chosen: string | null;
  onChoose: (formKey: string | null) => void;
}

/** The app's forms, each with whether it is live, its unread and total counts and today's refusals. */
export function FormsList({ forms, chosen, onChoose }: FormsListProps) {
  const { t } = useTranslation();
  const unread = forms.reduce((sum, form) => sum + form.unread, 0);
  const total = forms.reduce((sum, form) => sum + form.total, 0);
  return (
    <Paper
      withBorder
      p={4}
      component="nav"
      aria-label={t('submissions.forms_label')}
      data-testid="forms-list"
    >
      <Stack gap={2}>
        <NavLink
          component="button"
          type="button"
          active={chosen === null}
          label={t('submissions.all_forms')}
          description={t('submissions.counts', { unread: formatNumber(unread), total: formatNumber(total) })}
          leftSection={<IconInbox size={18} aria-hidden />}
          rightSection={<UnreadBadge count={unread} />}
          onClick={() => onChoose(null)}
          aria-current={chosen === null ? 'true' : undefined}
          data-testid="forms-list-all"
        />
        {forms.map((form) => (
          <NavLink
            key={form.key}
            component="button"
            type="button"
            active={chosen === form.key}
            label={
              <Text size="sm" fw={500} lineClamp={1} title={form.name}>
                {form.name}
              </Text>
            }
            description={
              <Stack gap={2} component="span">
                <Text span size="xs" c="dimmed">
                  {t('submissions.counts', {
                    unread: formatNumber(form.unread),
                    total: formatNumber(form.total),
                  })}
                </Text>
                <Group gap={4} component="span" wrap="wrap">
                  <Badge size="xs" variant="light" color={form.live ? 'teal' : 'gray'}>
                    {form.live ? t('submissions.live') : t('submissions.not_live')}
                  </Badge>
                  {form.rejectedToday > 0 ? (
                    <Tooltip label={t('submissions.rejected_today_help')} multiline w={260}>
                      <Badge size="xs" variant="light" color="orange" data-testid="form-rejected-today">
                        {t('submissions.rejected_today', { count: form.rejectedToday })}
                      </Badge>
                    </Tooltip>
                  ) : null}
                </Group>
              </Stack>
            }
            leftSection={<IconForms size={18} aria-hidden />}
            rightSection={<UnreadBadge count={form.unread} />}
            onClick={() => onChoose(form.key)}
            aria-current={chosen === form.key ? 'true' : undefined}
            data-testid="forms-list-item"
            data-form-key={form.key}
          />
        ))}
      </Stack>
    </Paper>
  );
}

/** The unread count at a glance (the description says it in words). */
function UnreadBadge({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <Badge size="sm" circle={count < 10} aria-hidden>
      {formatNumber(count)}
    </Badge>
  );
}
