import { browserStorage, type RemovableStorage } from '../../lib/browser-storage.ts';

/**
 * The /media screen's app, remembered per organization in local storage
 * (`tessera.media.app.<orgId>` = app id), so coming back shows the same library.
 */
export const APP_CHOICE_PREFIX = 'tessera.media.app.';

export function readAppChoice(
  orgId: string,
  storage: RemovableStorage | null = browserStorage(),
): string | null {
  try {
    const stored = storage?.getItem(`${APP_CHOICE_PREFIX}${orgId}`);
    return stored ? stored : null;
  } catch {
    return null;
  }
}

export function saveAppChoice(
  orgId: string,
  appId: string | null,
  storage: RemovableStorage | null = browserStorage(),
): void {
  try {
    if (appId) storage?.setItem(`${APP_CHOICE_PREFIX}${orgId}`, appId);
    else storage?.removeItem(`${APP_CHOICE_PREFIX}${orgId}`);
  } catch {
    // Not remembered: the screen starts from the first app next time.
  }
}

/**
 * The app to show: the remembered one while it is still among the apps (or not yet known to be gone),
 * else the first app, else none.
 */
export function chosenApp(
  remembered: string | null,
  apps: ReadonlyArray<{ id: string }>,
  missing: ReadonlySet<string>,
): string | null {
  if (remembered && !missing.has(remembered)) return remembered;
  return apps.find((app) => !missing.has(app.id))?.id ?? null;
}
