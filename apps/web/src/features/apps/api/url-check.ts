import { useEffect, useRef, useState } from 'react';
import { toApiError } from '../../../lib/api-error.ts';
import { type ErrorKey, errorKeyFor } from '../../../lib/error-text.ts';
import type { UrlCheck } from '../page-wizard-steps.ts';
import { usePageExists } from './page-exists.ts';

/** How long typing must pause before the URL is checked: one request per pause, not per keystroke. */
export const URL_CHECK_DEBOUNCE_MS = 300;

export interface UrlCheckState {
  check: UrlCheck | null;
  /** A check is waiting for the pause or for the server's answer. */
  checking: boolean;
  /** The catalogue key of why the last check failed, if it did. */
  failureKey: ErrorKey | null;
  /** Records an answer learnt elsewhere (createPage's 409 says the URL is taken). */
  setCheck: (check: UrlCheck) => void;
}

/**
 * The new-page wizard's availability check, made as the user types (issue 21): `target` is the normalised
 * URL, or null while it breaks the rules (nothing is asked). Only the answer about the latest target is
 * kept, so a slow answer about an earlier URL never overwrites a newer one.
 */
export function useUrlCheck(appId: string, target: string | null, paused: boolean): UrlCheckState {
  const pageExists = usePageExists();
  const [check, setCheck] = useState<UrlCheck | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const [failureKey, setFailureKey] = useState<ErrorKey | null>(null);
  const latest = useRef<string | null>(null);
  latest.current = target;
  const answered = check?.url === target;

  useEffect(() => {
    setFailureKey(null);
    if (target === null || paused || answered) {
      setPending(null);
      return;
    }
    setPending(target);
    const timer = window.setTimeout(() => {
      pageExists(appId, target).then(
        (exists) => {
          if (latest.current !== target) return;
          setCheck({ url: target, exists });
          setPending(null);
        },
        (caught: unknown) => {
          if (latest.current !== target) return;
          setFailureKey(errorKeyFor(toApiError(caught)));
          setPending(null);
        },
      );
    }, URL_CHECK_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [appId, target, paused, answered, pageExists]);

  return { check, checking: pending !== null && pending === target, failureKey, setCheck };
}
