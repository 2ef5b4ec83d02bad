import { useApolloClient } from '@apollo/client';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconX } from '@tabler/icons-react';
import { type Dispatch, type SetStateAction, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '../../lib/api-error.ts';
import { errorKeyFor } from '../../lib/error-text.ts';
import { fetchPageLiveState, type PageLiveState } from '../publishing/api/page-live-state.ts';
import { usePublishPage } from '../publishing/api/publish-page.ts';
import type { RenderError } from '../publishing/api/version-fields.ts';
import { notifyPublished } from '../publishing/components/publish-notices.tsx';
import { TEMPLATE_ERROR_KEY } from '../publishing/publish-status.ts';
import { type EditorLoad, pageTranslationsFrom } from './api/editor-page.ts';
import { fetchPageSettings } from './api/page-settings-state.ts';
import { useUpdatePage } from './api/update-page.ts';
import { flushPendingEdits } from './inspector/pending-commit.ts';
import type { EditorPageSettings } from './page-settings.ts';
import type { PageSession, SessionStatus } from './session/page-session.ts';
import type { EditorDialog } from './shortcuts.ts';
import { setAppLanguages } from './state/language-view.ts';
import type { EditorStore } from './state/store.ts';

export interface EditorSavingOptions {
  readonly api: EditorStore;
  readonly page: EditorLoad['page'];
  readonly canEdit: boolean;
  /** The co-editing session once it is open (use-page-session.ts). */
  readonly session: PageSession | null;
  /** Co-editing: the page's settings or live version changed elsewhere (read them again). */
  readonly news: SessionStatus['news'];
  readonly setDialog: Dispatch<SetStateAction<EditorDialog | null>>;
}

export type LiveState = Omit<PageLiveState, 'id' | 'hasUnpublishedChanges'>;

function settingsOf(page: EditorLoad['page']): EditorPageSettings {
  return {
    name: page.name,
    url: page.url,
    title: page.title,
    description: page.description,
    tags: page.tags,
    showSiteHeader: page.showSiteHeader,
    showSiteFooter: page.showSiteFooter,
  };
}

/**
 * Saving and publishing the open page: Save makes sure the co-editing session stored everything; the page
 * settings; publishing what is stored, after storing first when asked; the page's live address and versions as
 * the server has them. Before co-editing, a save over someone else's newer version was refused and the user
 * chose (the conflict dialog); now both people's changes merge, so there is nothing to choose (decision 0038).
 */
export function useEditorSaving({ api, page, canEdit, session, news, setDialog }: EditorSavingOptions) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const [updatePage] = useUpdatePage();
  const [publishPage] = usePublishPage();
  const [settings, setSettings] = useState<EditorPageSettings>(() => settingsOf(page));
  // The page's settings in its other languages (issue 26), as loaded, saved here or read again on news.
  const [translations, setTranslations] = useState(() => pageTranslationsFrom(page.translations));
  const [saving, setSaving] = useState(false);
  /** Saves that ended with everything stored: the Save button carries it (data-saves), so a test waits for one. */
  const [saves, setSaves] = useState(0);
  const [publishing, setPublishing] = useState(false);
  /** The page's live address and version: play opens it, once there is one (read again after a publish). */
  const [live, setLive] = useState<LiveState>(() => ({
    liveUrl: page.liveUrl,
    liveVersion: page.liveVersion,
    latestVersion: page.latestVersion,
  }));

  /**
   * Save (issue 25): the page's changes are stored continuously by the co-editing session; Save and Ctrl/Cmd+S
   * make sure everything is stored now, and say so. True when it is.
   */
  const save = useCallback(async (): Promise<boolean> => {
    if (!canEdit || !session) return false;
    // A keystroke still waiting for its frame belongs in this save.
    flushPendingEdits();
    setSaving(true);
    try {
      const stored = await session.storeNow();
      if (stored) setSaves((count) => count + 1);
      if (stored)
        notifications.show({
          id: 'editor-saved',
          color: 'teal',
          icon: <IconCheck size={18} />,
          message: t('editor.saved'),
          autoClose: 2000,
        });
      else
        notifications.show({
          id: 'editor-saved',
          color: 'orange',
          icon: <IconX size={18} />,
          title: t('editor.save_failed'),
          message: t('collab.store_failed'),
        });
      return stored;
    } finally {
      setSaving(false);
    }
  }, [canEdit, session, t]);

  // Someone else changed the page's settings, published it or rolled it back: shown without a reload.
  useEffect(() => {
    if (!news) return;
    if (news.what === 'settings')
      void fetchPageSettings(client, page.id).then(
        (stored) => {
          setSettings(stored.settings);
          setTranslations(stored.translations);
          // The app's languages may have changed too: the switcher offers what the app has now.
          setAppLanguages(stored.locales);
        },
        () => undefined,
      );
    else void fetchPageLiveState(client, page.id).then(setLive, () => undefined);
  }, [news, client, page.id]);

  const saveRef = useRef(save);
  saveRef.current = save;

  const saveSettings = useCallback(
    async (next: EditorPageSettings) => {
      // Settings are saved as a whole, last writer wins: the content beside them changes every second while
      // people edit, so a revision check would refuse every save.
      const result = await updatePage({ variables: { id: page.id, page: next } });
      if (result.data) {
        // A new URL is a new live address.
        const { liveUrl, liveVersion, latestVersion } = result.data.updatePage;
        setLive({ liveUrl, liveVersion, latestVersion });
      }
      setSettings(next);
      notifications.show({
        color: 'teal',
        icon: <IconCheck size={18} />,
        message: t('editor.settings_saved'),
      });
    },
    [page.id, t, updatePage],
  );

  // ---- Publishing (issue 10): what is saved goes live; "Save and publish" saves first ----

  /** Names a component that could not be rendered from what the editor knows (else its id is shown). */
  const nameOfError = useCallback(
    (error: RenderError): string | null => {
      const state = api.getState();
      if (error.key === TEMPLATE_ERROR_KEY)
        return state.templateDef?.id === error.moduleId ? state.templateDef.name : null;
      return state.components.get(error.moduleId)?.name ?? null;
    },
    [api],
  );

  /** Publishes the saved page (after saving it when asked); an error text for the dialog, or null. */
  const publish = useCallback(
    async (saveFirst: boolean): Promise<string | null> => {
      if (saveFirst) {
        // A failure is announced, and said here.
        if (!(await saveRef.current())) return t('publishing.dialog.save_failed');
      }
      setPublishing(true);
      try {
        const result = await publishPage({ variables: { id: page.id } });
        setDialog((current) => (current === 'publish' ? null : current));
        const version = result.data?.publishPage;
        // The live address and version as the server has them now: play opens the new version.
        const state = await fetchPageLiveState(client, page.id).catch(() => null);
        const liveUrl = state?.liveUrl ?? live.liveUrl;
        if (state) setLive(state);
        else if (version) {
          const ref = { id: version.id, number: version.number, publishedAt: version.publishedAt };
          setLive({ liveUrl, liveVersion: ref, latestVersion: ref });
        }
        if (version) notifyPublished(t, version, liveUrl, nameOfError);
        return null;
      } catch (caught) {
        return `${t('publishing.publish_failed')}: ${t(errorKeyFor(toApiError(caught)))}`;
      } finally {
        setPublishing(false);
      }
    },
    [client, live.liveUrl, nameOfError, page.id, publishPage, t, setDialog],
  );

  return {
    settings,
    translations,
    setTranslations,
    live,
    setLive,
    saving,
    saves,
    publishing,
    save,
    saveSettings,
    publish,
  };
}
