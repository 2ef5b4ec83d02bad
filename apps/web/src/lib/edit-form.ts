import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SaveState } from '../components/form-footer.tsx';
import { toApiError } from './api-error.ts';
import { errorKeyFor } from './error-text.ts';

interface EditFormOptions<V> {
  /** The saved values: shown while not editing; Edit and Cancel start from them. */
  saved: V;
  /** The edited values break no rule and differ from the saved ones. */
  canSubmit: (values: V) => boolean;
  /** The field that must be unique (an alias), and the server's 409 message when its value is taken. */
  unique: { field: keyof V; takenMessage: string };
  save: (values: V) => Promise<unknown>;
  /** After a save: the notification, reloads. */
  onSaved: () => void;
}

/**
 * A saved item's form, read-only until Edit (the app info, the organization profile): Edit and Cancel start
 * again from the saved values, Save only when something changed and no rule is broken. A taken unique value
 * marks its field until it changes; any other failure becomes the form's error text.
 */
export function useEditForm<V extends object>({
  saved,
  canSubmit,
  unique,
  save,
  onSaved,
}: EditFormOptions<V>) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<V>(saved);
  const [state, setState] = useState<SaveState>('idle');
  const [taken, setTaken] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // Read-only, the form shows the saved values; Edit starts from them and Cancel drops the edits.
  const shown = editing ? values : saved;
  const writable = editing && state === 'idle';
  const canSave = writable && canSubmit(values) && !taken;

  function toggle() {
    setValues(saved);
    setTaken(false);
    setError(null);
    setEditing(!editing);
  }

  function change<F extends keyof V>(field: F, value: V[F]) {
    setValues((current) => ({ ...current, [field]: value }));
    if (field === unique.field) setTaken(false);
    setError(null);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSave) return;
    setState('loading');
    setError(null);
    try {
      await save(values);
      setState('idle');
      setEditing(false);
      onSaved();
    } catch (caught) {
      setState('idle');
      const failure = toApiError(caught);
      if (failure.statusCode === 409 && failure.message === unique.takenMessage) setTaken(true);
      else setError(t(errorKeyFor(failure)));
    }
  }

  return { editing, values, shown, state, taken, error, writable, canSave, toggle, change, submit };
}
