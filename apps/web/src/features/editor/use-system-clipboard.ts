import { notifications } from '@mantine/notifications';
import { type RefObject, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isTextField } from './shortcuts.ts';
import { breakpointView } from './state/breakpoint-view.ts';
import { pasteTarget } from './state/clipboard.ts';
import {
  CLIPBOARD_TYPE,
  type ClipboardOrigin,
  type DecodedClipboard,
  decodeBrick,
  encodeBrick,
} from './state/clipboard-payload.ts';
import { brickForSave } from './state/content.ts';
import { findBrick } from './state/find-brick.ts';
import { languageView } from './state/language-view.ts';
import type { EditorStore } from './state/store.ts';

export interface SystemClipboardOptions {
  readonly api: EditorStore;
  readonly origin: ClipboardOrigin;
  /** Whether the editor's shortcuts apply now (no dialog, no media manager, no leave question). */
  readonly active: RefObject<() => boolean>;
  readonly canEdit: boolean;
}

type Refusal = Extract<DecodedClipboard, { kind: 'refused' }>['reason'];

/**
 * Copy and paste of bricks through the system clipboard (decision 0031), so a brick copied on one page can
 * be pasted on another page or in another app of the organization. Outside text fields, Ctrl/Cmd+C writes
 * the selected brick (as page content stores it) and Ctrl/Cmd+V reads it back, validated like any content;
 * when a paste cannot happen, a notice says why. Text fields keep their own copy and paste.
 *
 * The browser's own clipboard events carry the data (no permission prompt). Chromium runs its copy and
 * paste commands outside editable content only when `beforecopy` / `beforepaste` were cancelled, so those
 * are cancelled whenever the editor takes the keys.
 */
export function useSystemClipboard({ api, origin, active, canEdit }: SystemClipboardOptions) {
  const { t } = useTranslation();
  useEffect(() => {
    const ours = (event: Event) => (active.current?.() ?? false) && !isTextField(event.target);
    const selectedBrick = () => {
      const state = api.getState();
      return state.selection?.kind === 'brick'
        ? (findBrick(state.slots, state.selection.id)?.brick ?? null)
        : null;
    };
    const refuse = (message: string) =>
      // No fixed id: Mantine ignores a second notice with the id of one still shown.
      notifications.show({
        color: 'yellow',
        title: t('editor.clipboard.paste_failed'),
        message,
      });

    // Text the user highlighted (a message, a label) is theirs to copy.
    const textSelected = () => {
      const selection = window.getSelection();
      return selection !== null && !selection.isCollapsed;
    };
    const onBeforeCopy = (event: Event) => {
      if (ours(event) && !textSelected() && selectedBrick()) event.preventDefault();
    };
    const onCopy = (event: ClipboardEvent) => {
      if (!ours(event) || textSelected()) return;
      const brick = selectedBrick();
      if (!brick || !event.clipboardData) return;
      const name = api.getState().components.get(brick.componentId)?.name ?? brick.name;
      const text = encodeBrick(brickForSave(brick), name, origin);
      event.clipboardData.setData('text/plain', text);
      event.clipboardData.setData(CLIPBOARD_TYPE, text);
      event.preventDefault();
      api.getState().copy();
      notifications.show({
        color: 'teal',
        message: t('editor.clipboard.copied', { name: brick.name }),
        autoClose: 2000,
      });
    };
    const onBeforePaste = (event: Event) => {
      if (ours(event) && canEdit) event.preventDefault();
    };
    const onPaste = (event: ClipboardEvent) => {
      if (!ours(event) || !canEdit) return;
      event.preventDefault();
      const data = event.clipboardData;
      const text = data ? data.getData(CLIPBOARD_TYPE) || data.getData('text/plain') : '';
      const state = api.getState();
      if (!pasteTarget(state)) {
        refuse(t('editor.clipboard.no_slot'));
        return;
      }
      // No clipboard data at all (a browser that withholds it): what was copied in this editor, if anything.
      if (!data && state.clipboard) {
        state.paste();
        return;
      }
      const decoded = decodeBrick(text, origin, state.components);
      if (decoded.kind === 'brick') {
        // A brick from another app keeps only its values at this app's breakpoints (issue 23) and its
        // translations into this app's languages (issue 26).
        state.pasteFrom(
          decoded.brick,
          breakpointView().breakpoints.map((bp) => bp.id),
          languageView().locales.others,
        );
        return;
      }
      if (decoded.kind === 'refused') {
        refuse(
          t(`editor.clipboard.refused.${decoded.reason satisfies Refusal}`, { name: decoded.component }),
        );
        return;
      }
      refuse(t('editor.clipboard.nothing'));
    };
    window.addEventListener('beforecopy', onBeforeCopy);
    window.addEventListener('copy', onCopy);
    window.addEventListener('beforepaste', onBeforePaste);
    window.addEventListener('paste', onPaste);
    return () => {
      window.removeEventListener('beforecopy', onBeforeCopy);
      window.removeEventListener('copy', onCopy);
      window.removeEventListener('beforepaste', onBeforePaste);
      window.removeEventListener('paste', onPaste);
    };
  }, [api, origin, active, canEdit, t]);
}

/** The inspector's Copy button: runs the browser's copy command, which the hook above answers. */
export function copySelectedBrick(api: EditorStore): void {
  // execCommand is the one way a click can fill the clipboard's custom types without a permission prompt.
  if (!document.execCommand('copy')) api.getState().copy();
}
