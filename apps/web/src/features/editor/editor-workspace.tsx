import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { useFormsAccess } from '../forms/forms-access.ts';
import { componentPrefabs, templatePrefabsFor } from '../prefabs/prefab-rules.ts';
import { PublishDialog } from '../publishing/components/publish-dialog.tsx';
import { draftPreviewPath, isLiveOlder } from '../publishing/publish-status.ts';
import { useCurrentUser } from '../user/current-user.tsx';
import type { EditorLoad } from './api/editor-page.ts';
import type { SiteChoice } from './canvas/site-frame.ts';
import { EditorProblems } from './components/editor-problems.tsx';
import { EditorToolbar } from './components/editor-toolbar.tsx';
import { EditorVersions, useRestoreFromAddress } from './components/editor-versions.tsx';
import { LeaveDialog } from './components/leave-dialog.tsx';
import { PageSettingsDialog } from './components/page-settings-dialog.tsx';
import { PrefabDialogs } from './components/prefab-dialogs.tsx';
import { EditorDndProvider } from './dnd/editor-dnd-provider.tsx';
import classes from './editor.module.css';
import { MediaLibraryProvider } from './inspector/media-library.tsx';
import { LiveRegion } from './keyboard/announcer.tsx';
import { useEditorKeyboard } from './keyboard/use-editor-keyboard.ts';
import { NavigatorPanel } from './navigator/navigator-panel.tsx';
import { SidePanel } from './room/side-panels.tsx';
import { peopleOf } from './session/presence.ts';
import { saveStateOf } from './session/save-status.tsx';
import { usePageSession, useSessionHistory } from './session/use-page-session.ts';
import { useSessionNotices } from './session/use-session-notices.tsx';
import { type EditorDialog, shortcutsSuspended } from './shortcuts.ts';
import { SourcePanel } from './source-panel/source-panel.tsx';
import { type PlacedComponent, placedComponents } from './state/graph-components.ts';
import { useEditorStore, useEditorStoreApi } from './state/store.ts';
import { useEditorHistory } from './use-editor-history.ts';
import { useEditorPrefabs } from './use-editor-prefabs.tsx';
import { useEditorSaving } from './use-editor-saving.tsx';
import { type ShortcutState, useEditorShortcuts } from './use-editor-shortcuts.ts';
import { useRefusalNotices } from './use-refusal-notices.ts';
import { useSystemClipboard } from './use-system-clipboard.ts';
import { useGraphHandlers, useLeaveGuard, useStoreHandlers } from './use-workspace-handlers.ts';
import { WorkspaceBehaviour, WorkspaceCanvas, WorkspaceInspector } from './workspace-parts.tsx';
import { FullscreenExit, useEditorLanguages, useWorkspaceView } from './workspace-view.tsx';

/**
 * The editor once its data is in: toolbar, left panel, canvas and inspector around one store, and the page's
 * co-editing session (session/): storing, presence, undo of this person's changes. Owns the page settings, the
 * shortcuts and the guard against leaving with changes not yet stored.
 */
export function EditorWorkspace({ load, onReload }: { load: EditorLoad; onReload: () => void }) {
  const { t } = useTranslation();
  const { page } = load;
  const api = useEditorStoreApi();
  const me = useCurrentUser().me;
  const presenceUser = useMemo(
    () => ({ id: me?.id ?? '', name: me?.username ?? '' }),
    [me?.id, me?.username],
  );
  const { open: collab, status: session, peers } = usePageSession(page.id, api, presenceUser);
  // Editing needs the right and, once the server answered, its word that this connection may write.
  const canEdit = page.abilities.includes('page.editContent') && (!session.synced || session.writable);
  const [dialog, setDialog] = useState<EditorDialog | null>(null);
  const {
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
  } = useEditorSaving({
    api,
    page,
    canEdit,
    session: collab?.session ?? null,
    news: session.news,
    setDialog,
  });
  useSessionNotices(session, onReload);

  // Not the slots nor the template: an edit re-renders the canvas and the inspector (which subscribe to
  // them), not the whole workspace (decision 0013).
  const status = useEditorStore((s) => s.status);
  const selection = useEditorStore((s) => s.selection);
  const components = useEditorStore((s) => s.components);
  const templateDef = useEditorStore((s) => s.templateDef);
  const problems = useEditorStore((s) => s.problems);
  const { links, language } = useEditorLanguages(page);
  const prefabs = useEditorStore((s) => s.prefabs);
  const selectedPrefab = useEditorStore((s) => s.selectedTemplatePrefab);
  // Not stored yet (issue 25): what the leave guard and the Save button's look go by.
  const dirty = !session.stored;
  const history = useEditorHistory(useSessionHistory(collab));
  const peersList = useStore(peers);
  const people = useMemo(() => peopleOf(peersList), [peersList]);
  const behaviourPeople = useMemo(() => peopleOf(peersList.filter((peer) => peer.inBehaviour)), [peersList]);
  const inBehaviour = dialog === 'behaviour';
  useEffect(() => collab?.presence.setInBehaviour(inBehaviour), [collab, inBehaviour]);

  const { headerPrefab, footerPrefab } = page.app.siteSettings;
  const siteChoice = useMemo<SiteChoice>(
    () => ({
      headerPrefabId: headerPrefab?.id ?? null,
      footerPrefabId: footerPrefab?.id ?? null,
      showSiteHeader: settings.showSiteHeader,
      showSiteFooter: settings.showSiteFooter,
    }),
    [headerPrefab, footerPrefab, settings.showSiteHeader, settings.showSiteFooter],
  );
  const { breakpoints, preview, fullscreen, enterFullscreen, exitFullscreen, onBreakpoint, togglePreview } =
    useWorkspaceView(api, page.app);
  /** The page's bricks as the behaviour dialog offers them, taken when it opens. */
  const [graphComponents, setGraphComponents] = useState<readonly PlacedComponent[]>([]);
  /** The open behaviour dialog holds changes not yet in the page: leaving asks first, as for the page's. */
  const [graphDirty, setGraphDirty] = useState(false);
  const unsaved = dirty || graphDirty;
  const [problemsClosed, setProblemsClosed] = useState(false);
  // The media manager is the inspector's (MediaLibraryProvider): a ref, so opening it renders nothing here.
  const mediaOpen = useRef(false);
  const onMediaOpenChange = useCallback((open: boolean) => {
    mediaOpen.current = open;
  }, []);

  const canEditSettings = page.abilities.includes('page.editSettings');
  const canPublish = page.abilities.includes('page.publish');
  const canWritePrefabs = canEdit && page.abilities.includes('prefab.write');
  const forms = useFormsAccess(page);
  const keyboard = useEditorKeyboard(api, canEdit);

  // Loaded before the first render (the store is this screen's own, nothing subscribes to it yet): the canvas
  // mounts, and starts loading its frame, in the same pass instead of one render later.
  useState(() =>
    api.getState().load({
      content: page.content,
      template: load.template,
      components: load.components,
      prefabs: load.prefabs,
    }),
  );

  const componentList = useMemo(() => [...components.values()], [components]);
  const panelPrefabs = useMemo(() => componentPrefabs(prefabs.values()), [prefabs]);
  const chooserPrefabs = useMemo(
    () =>
      templateDef
        ? templatePrefabsFor(prefabs.values(), templateDef.id).map(({ id, name }) => ({ id, name }))
        : [],
    [prefabs, templateDef],
  );

  // ---- Leaving with unsaved changes asks first ----

  const blocker = useLeaveGuard(unsaved);

  // ---- Prefabs ----

  const prefabDialogs = useEditorPrefabs({ api, page, canWritePrefabs, history, setDialog });
  const { onPrefabButton, panelHandlers, prefabLoading } = prefabDialogs;

  // ---- Shortcuts (ignored while a dialog is open) ----

  const latest = useRef<ShortcutState>({ dialog, save, history, canEdit, fullscreen, prefabLoading });
  latest.current = { dialog, save, history, canEdit, fullscreen, prefabLoading };
  useEditorShortcuts({
    api,
    latest,
    mediaOpen,
    leaving: blocker.state === 'blocked',
    exitFullscreen,
    tree: keyboard.tree,
  });
  const shortcutsOn = useRef<() => boolean>(() => false);
  // No paste while previewing: the page there is being clicked through, not edited.
  shortcutsOn.current = () =>
    !preview &&
    !shortcutsSuspended({
      dialog: latest.current.dialog,
      mediaOpen: mediaOpen.current,
      leaving: blocker.state === 'blocked',
      busy: latest.current.prefabLoading,
    });
  const clipboardOrigin = useMemo(() => ({ orgId: page.app.org.id, appId: page.app.id }), [page.app]);
  useSystemClipboard({ api, origin: clipboardOrigin, active: shortcutsOn, canEdit });
  useRefusalNotices(api);

  const { inspectorHandlers, onSelect, onDrop, subscribeContent, readSlots } = useStoreHandlers(
    api,
    selection,
    onPrefabButton,
  );

  // ---- The behaviour graph: closing keeps the edit in the page (unsaved), Save also saves the page ----

  const { onApplyGraph, onSaveGraph, onCloseGraph } = useGraphHandlers(
    api,
    () => latest.current.save(),
    setDialog,
  );

  const ready = status === 'ready' && templateDef !== null;
  useRestoreFromAddress(api, page.id, ready, canEdit);
  const liveOlder = useMemo(
    () =>
      isLiveOlder(live) && live.liveVersion && live.latestVersion
        ? { live: live.liveVersion.number, latest: live.latestVersion.number }
        : null,
    [live],
  );

  const canvas = ready ? (
    <WorkspaceCanvas
      links={links}
      templateDef={templateDef}
      components={components}
      breakpoints={breakpoints}
      selection={selection}
      onSelect={onSelect}
      subscribeContent={subscribeContent}
      readOnly={!canEdit}
      previewing={preview}
      siteChoice={siteChoice}
      keyboard={keyboard.canvas}
      peers={peers}
    />
  ) : null;

  const toolbarHandlers = useMemo(
    () => ({
      onSave: () => void latest.current.save(),
      onSettings: () => setDialog('settings'),
      onPlay: () => {
        if (live.liveVersion) window.open(live.liveUrl, '_blank', 'noopener,noreferrer');
      },
      onPublish: () => setDialog('publish'),
      onBreakpoint,
      onPreview: togglePreview,
      onBehaviour: () => {
        setGraphComponents(placedComponents(api.getState()));
        setDialog('behaviour');
      },
      onTemplateSettings: () => api.getState().select({ kind: 'template' }),
      onFullscreen: enterFullscreen,
      onVersions: () => setDialog('versions'),
    }),
    [api, live, onBreakpoint, togglePreview, enterFullscreen],
  );

  return (
    <MediaLibraryProvider appId={page.app.id} onOpenChange={onMediaOpenChange}>
      <div className={classes.root} data-testid="page-editor" data-state={ready ? 'ready' : 'loading'}>
        {fullscreen ? null : (
          <EditorToolbar
            appId={page.app.id}
            pageName={settings.name}
            dirty={dirty}
            saving={saving}
            saves={saves}
            saveState={saveStateOf(session, canEdit)}
            people={people}
            canSave={canEdit && ready && !saving}
            canEditSettings={canEditSettings}
            canUndo={canEdit && history.canUndo}
            canRedo={canEdit && history.canRedo}
            breakpoints={breakpoints}
            preview={preview}
            templateSelected={selection?.kind === 'template'}
            canPublish={canPublish}
            published={live.liveVersion !== null}
            publishing={publishing}
            draftPreviewHref={draftPreviewPath(page.app.id, page.id)}
            liveOlder={liveOlder}
            onUndo={history.undo}
            onRedo={history.redo}
            {...toolbarHandlers}
          />
        )}
        {!fullscreen && !problemsClosed && problems.length > 0 ? (
          <div className={classes.problems}>
            <EditorProblems problems={problems} onClose={() => setProblemsClosed(true)} />
          </div>
        ) : null}
        <div className={classes.body}>
          <EditorDndProvider
            components={components}
            prefabs={prefabs}
            readSlots={readSlots}
            onDrop={onDrop}
            disabled={!canEdit}
          >
            {fullscreen ? null : (
              <SidePanel side="left" className={classes.left} label={t('editor.source_panel')}>
                <SourcePanel
                  components={componentList}
                  componentMap={components}
                  prefabs={panelPrefabs}
                  onPlace={keyboard.onPlace}
                  {...panelHandlers}
                />
              </SidePanel>
            )}
            {fullscreen || !ready ? null : (
              <NavigatorPanel pageId={page.id} readOnly={!canEdit} drawnSlots={keyboard.drawnSlots} />
            )}
            <main className={classes.centre}>{canvas}</main>
          </EditorDndProvider>
          {fullscreen ? null : (
            <SidePanel side="right" className={classes.right} label={t('editor.inspector')}>
              <WorkspaceInspector
                readOnly={!canEdit}
                prefabs={chooserPrefabs}
                allPrefabs={prefabs}
                canWritePrefabs={canWritePrefabs}
                forms={forms}
                selectedPrefab={selectedPrefab}
                {...inspectorHandlers}
              />
            </SidePanel>
          )}
        </div>
        {fullscreen ? <FullscreenExit onExit={exitFullscreen} /> : null}

        <LiveRegion announcer={keyboard.announcer} />
        <PageSettingsDialog
          pageId={page.id}
          language={language}
          translations={translations}
          onTranslationsSaved={setTranslations}
          opened={dialog === 'settings'}
          stored={settings}
          onSave={saveSettings}
          onClose={() => setDialog(null)}
        />
        <WorkspaceBehaviour
          opened={dialog === 'behaviour'}
          components={graphComponents}
          readOnly={!canEdit}
          pageDirty={dirty}
          onDirtyChange={setGraphDirty}
          onApply={onApplyGraph}
          onSave={onSaveGraph}
          onClose={onCloseGraph}
          people={behaviourPeople}
        />
        <PrefabDialogs
          dialog={dialog}
          appId={page.app.id}
          prefabs={prefabDialogs}
          components={components}
          templateDef={templateDef}
          onClose={() => setDialog(null)}
        />
        <PublishDialog
          opened={dialog === 'publish'}
          onClose={() => setDialog((current) => (current === 'publish' ? null : current))}
          title={t('publishing.dialog.title')}
          message={t('publishing.dialog.question', { name: settings.name })}
          explanation={t('publishing.dialog.explanation', { url: page.liveUrl })}
          confirmLabel={t('publishing.dialog.confirm')}
          // Stored first (an edit of the last second included), then published: what is seen goes live.
          onConfirm={() => publish(canEdit)}
          unsaved={false}
        />
        <EditorVersions
          opened={dialog === 'versions'}
          page={page}
          name={settings.name}
          url={settings.url}
          liveUrl={live.liveUrl}
          canPublish={canPublish}
          canEdit={canEdit}
          api={api}
          onClose={() => setDialog((current) => (current === 'versions' ? null : current))}
          onLiveChanged={setLive}
        />
        <LeaveDialog
          opened={blocker.state === 'blocked'}
          onStay={() => blocker.reset?.()}
          onLeave={() => blocker.proceed?.()}
        />
      </div>
    </MediaLibraryProvider>
  );
}
