import { browserStorage, type RemovableStorage } from './browser-storage.ts';

/**
 * Spec §5: a delete confirmation needs the 'I am aware' tick unless double confirmation is turned off for
 * that dialog. The choice is remembered per dialog in local storage (`tessera.doubleConfirm.<dialog>` =
 * 'off'); without the key, or without usable storage, double confirmation stays on.
 */
export const DOUBLE_CONFIRM_PREFIX = 'tessera.doubleConfirm.';
const OFF = 'off';

export function doubleConfirmKey(dialog: string): string {
  return `${DOUBLE_CONFIRM_PREFIX}${dialog}`;
}

/** Whether the dialog asks for the 'I am aware' tick. */
export function isDoubleConfirmOn(
  dialog: string,
  storage: RemovableStorage | null = browserStorage(),
): boolean {
  try {
    return storage?.getItem(doubleConfirmKey(dialog)) !== OFF;
  } catch {
    return true;
  }
}

/** Turns the tick off ("Don't ask me to tick this again") or back on, for this dialog only. */
export function setDoubleConfirm(
  dialog: string,
  on: boolean,
  storage: RemovableStorage | null = browserStorage(),
): void {
  try {
    if (on) storage?.removeItem(doubleConfirmKey(dialog));
    else storage?.setItem(doubleConfirmKey(dialog), OFF);
  } catch {
    // Not remembered: the dialog keeps asking, the safe side.
  }
}

/** The confirm button's state: a pending action, or a required tick not given, keeps it disabled. */
export function canConfirm(state: { required: boolean; aware: boolean; busy: boolean }): boolean {
  return !state.busy && (!state.required || state.aware);
}
