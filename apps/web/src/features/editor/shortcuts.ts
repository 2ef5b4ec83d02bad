/**
 * The editor's keyboard shortcuts (spec §2): Ctrl/Cmd+Z undo, Ctrl/Cmd+Shift+Z (and Ctrl+Y) redo, also
 * inside text fields,
 * Ctrl/Cmd+S save, Delete remove, and Ctrl/Cmd+C, V, D for copy, paste and duplicate.
 */
export type EditorCommand = 'undo' | 'redo' | 'save' | 'remove' | 'copy' | 'paste' | 'duplicate';

export interface KeyInput {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  /**
   * True when the key went to a text field: it keeps its own copy, paste and Delete, but not its undo.
   * The browser's text undo would replay old input events into whichever field they came from and record
   * them as new edits; the editor's history drives undo and redo everywhere (decision 0024).
   */
  inTextField: boolean;
  /** True in a search or filter box: what is typed there is not page content, so it keeps its own undo. */
  inSearchField?: boolean;
}

export function commandFor(input: KeyInput): EditorCommand | null {
  const mod = input.ctrlKey || input.metaKey;
  const key = input.key.toLowerCase();
  if (mod && !input.altKey && key === 's') return 'save';
  if (input.inSearchField && mod && (key === 'z' || key === 'y')) return null;
  if (mod && !input.altKey && key === 'z') return input.shiftKey ? 'redo' : 'undo';
  if (mod && !input.altKey && !input.shiftKey && key === 'y') return 'redo';
  if (input.inTextField) return null;
  if (!mod && !input.altKey && (input.key === 'Delete' || input.key === 'Backspace')) return 'remove';
  if (!mod || input.altKey || input.shiftKey) return null;
  if (key === 'c') return 'copy';
  if (key === 'v') return 'paste';
  if (key === 'd') return 'duplicate';
  return null;
}

/** The editor's dialogs: while one is open (or the media manager), no shortcut applies (spec §2). */
export type EditorDialog = 'settings' | 'behaviour' | 'prefab' | 'prefab-delete' | 'publish' | 'versions';

export interface ShortcutContext {
  readonly dialog: EditorDialog | null;
  /** The media manager (opened from an image, video or font property). */
  readonly mediaOpen: boolean;
  /** The "Leave without saving?" question. */
  readonly leaving: boolean;
  /** A prefab is being loaded for its dialog. */
  readonly busy: boolean;
}

/** Whether the editor's shortcuts are off: the page behaviour, settings, prefab and other dialogs. */
export function shortcutsSuspended(context: ShortcutContext): boolean {
  return context.dialog !== null || context.mediaOpen || context.leaving || context.busy;
}

/** Input types that take typed text; switches, checkboxes and radios do not, so shortcuts still apply. */
const TYPED_INPUTS = new Set(['text', 'search', 'url', 'email', 'number', 'password', 'tel', '']);

/** Whether an event target is a search box (the left panel's, the inspector's filter): `type="search"`. */
export function isSearchField(target: EventTarget | null): boolean {
  const element = target as HTMLInputElement | null;
  return element?.tagName === 'INPUT' && element.type === 'search';
}

/** Whether an event target is somewhere the user types: text inputs, text areas, selects, editable content. */
export function isTextField(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  if (element.isContentEditable) return true;
  if (element.tagName === 'INPUT') return TYPED_INPUTS.has((element as HTMLInputElement).type);
  return element.closest('textarea, select, [contenteditable="true"], [role="combobox"]') !== null;
}
