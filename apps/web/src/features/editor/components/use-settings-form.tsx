import { Button, Group } from '@mantine/core';
import { LIMITS } from '@tessera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { toApiError } from '../../../lib/api-error.ts';
import { errorKeyFor } from '../../../lib/error-text.ts';

type Bounded = 'name' | 'title' | 'description' | 'url';

/**
 * A page settings form's state (the page's own settings, or its settings in another language): the values, the
 * fields left, saving and its error. `invalidOf` names the fields that break their rules; `nextOf` what Save would
 * send (null: nothing to save). Save stays open while saving, closes once saved, and shows the call's error.
 */
export function useSettingsForm<V extends object, N>(options: {
  initial: () => V;
  invalidOf: (values: V) => ReadonlySet<string>;
  nextOf: (values: V) => N | null;
  onSave: (next: N) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<V>(options.initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const invalid = options.invalidOf(values);
  const next = options.nextOf(values);
  const touch = (field: string) => setTouched((current) => new Set(current).add(field));
  const set = (patch: Partial<V>) => {
    setValues((current) => ({ ...current, ...patch }));
    setError(null);
  };
  /** The length rule's message for a field left out of bounds. */
  const lengthError = (field: Bounded) =>
    invalid.has(field) && touched.has(field) ? t('validation.length', LIMITS.page[field]) : null;

  async function save() {
    if (!next || saving) return;
    setSaving(true);
    setError(null);
    try {
      await options.onSave(next);
      options.onClose();
    } catch (caught) {
      setSaving(false);
      setError(t(errorKeyFor(toApiError(caught))));
    }
  }

  return { values, set, touched, touch, saving, error, next, lengthError, save };
}

/** A settings form's end: the save's error, then Cancel and Save (test ids `page-settings-error|cancel|save`). */
export function SettingsFormFooter(props: {
  error: string | null;
  saving: boolean;
  canSave: boolean;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {props.error ? <ErrorAlert testId="page-settings-error">{props.error}</ErrorAlert> : null}
      <Group justify="flex-end" gap="sm">
        <Button
          variant="default"
          onClick={props.onCancel}
          disabled={props.saving}
          data-testid="page-settings-cancel"
        >
          {t('common.cancel')}
        </Button>
        <Button
          type="submit"
          loading={props.saving}
          disabled={!props.canSave}
          data-testid="page-settings-save"
        >
          {t('common.save')}
        </Button>
      </Group>
    </>
  );
}
