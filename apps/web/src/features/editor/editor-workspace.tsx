import { getDefaultZIndex, LoadingOverlay } from '@mantine/core';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { useFormsAccess } from '../forms/forms-access.ts';
import { PrefabDialog } from '../prefabs/components/prefab-dialog.tsx';
import { componentPrefabs, templatePrefabsFor } from '../prefabs/prefab-rules.ts';
import { PublishDialog } from '../publishing/components/publish-dialog.tsx';
import { draftPreviewPath, isLiveOlder } from '../publishing/publish-status.ts';
import type { EditorLoad } from './api/editor-page.ts';
import { useLinkContext } from './api/link-pages.ts';
import type { SiteChoice } from './canvas/site-frame.ts';
import { EditorProblems } from './components/editor-problems.tsx';
import { EditorToolbar } from './components/editor-toolbar.tsx';
import { EditorVersions, useRestoreFromAddress } from './components/editor-versions.tsx';
import { LeaveDialog } from './components/leave-dialog.tsx';
import { PageSettingsDialog } from './components/page-settings-dialog.tsx';
import { SaveConflictDialog } from './components/save-conflict-dialog.tsx';
import { EditorDndProvider } from './dnd/editor-dnd-provider.tsx';
import classes from './editor.module.css';
import { MediaLibraryProvider } from './inspector/media-library.tsx';
import { LiveRegion } from './keyboard/announcer.tsx';
import { useEditorKeyboard } from './keyboard/use-editor-keyboard.ts';
import { NavigatorPanel } from './navigator/navigator-panel.tsx';
import { SidePanel } from './room/side-panels.tsx';
import { type EditorDialog, shortcutsSuspended } from './shortcuts.ts';
import { SourcePanel } from './source-panel/source-panel.tsx';
import { isDirty } from './state/content.ts';
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
import { FullscreenExit, useWorkspaceView } from './workspace-view.tsx';

/**
 * The editor once its data is in: toolbar, left panel, canvas and inspector around one store. Owns saving
 * (with the revision the page was loaded at, so a save over someone else's newer version is refused and
 * the user chooses), the page settings, the shortcuts and the guard against leaving with unsaved work.
 */
export function EditorWorkspace({ load, onReload }: { load: EditorLoad; onReload: () => void }) {
  const { t } = useTranslation();
  const { page } = load;
  const api = useEditorStoreApi();
  const canEdit = page.abilities.includes('page.editContent');
  const [dialog, setDialog] = useState<EditorDialog | null>(null);
  const { settings, revision, live, setLive, saving, overwriting, publishing, save, saveSettings, publish } =
    useEditorSaving({ api, page, canEdit, setDialog });

  // Not the slots nor the template: an edit re-renders the canvas and the inspector (which subscribe to
  // them), not the whole workspace (decision 0013).
  const status = useEditorStore((s) => s.status);
  const selection = useEditorStore((s) => s.selection);
  const components = useEditorStore((s) => s.components);
  const templateDef = useEditorStore((s) => s.templateDef);
  const problems = useEditorStore((s) => s.problems);
  const links = useLinkContext(page.app.id);
  const prefabs = useEditorStore((s) => s.prefabs);
  const selectedPrefab = useEditorStore((s) => s.selectedTemplatePrefab);
  const dirty = useEditorStore(isDirty);
  const history = useEditorHistory();

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
  const {
    breakpoint,
    shownBreakpoint,
    breakpoints,
    preview,
    fullscreen,
    enterFullscreen,
    exitFullscreen,
    onBreakpoint,
    togglePreview,
  } = useWorkspaceView(api, page.app);
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

  // The user's explicit choice to drop their version: the screen loads again into a fresh store (no route
  // change, so the leave guard does not ask).
  const reload = useCallback(() => {
    setDialog(null);
    onReload();
  }, [onReload]);

  // ---- Prefabs ----

  const {
    prefabRequest,
    prefabToDelete,
    prefabLoading,
    onPrefabButton,
    onPrefabSaved,
    confirmDeletePrefab,
    panelHandlers,
  } = useEditorPrefabs({ api, page, canWritePrefabs, revision, history, setDialog });

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
    () => latest.current.save(false),
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
      breakpoint={breakpoint}
      breakpoints={breakpoints}
      selection={selection}
      onSelect={onSelect}
      subscribeContent={subscribeContent}
      readOnly={!canEdit}
      previewing={preview}
      siteChoice={siteChoice}
      keyboard={keyboard.canvas}
    />
  ) : null;

  const toolbarHandlers = useMemo(
    () => ({
      onSave: () => void latest.current.save(false),
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
            canSave={canEdit && ready && !saving}
            canEditSettings={canEditSettings}
            canUndo={canEdit && history.canUndo}
            canRedo={canEdit && history.canRedo}
            breakpoint={shownBreakpoint}
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
        />
        <SaveConflictDialog
          opened={dialog === 'conflict'}
          overwriting={overwriting}
          onReload={reload}
          onOverwrite={() => void save(true)}
          onClose={() => setDialog(null)}
        />
        <PrefabDialog
          opened={dialog === 'prefab'}
          request={prefabRequest}
          appId={page.app.id}
          component={
            prefabRequest?.prefabType === 'Component'
              ? (components.get(prefabRequest.elementId) ?? null)
              : null
          }
          templateDef={templateDef}
          onClose={() => setDialog(null)}
          onSaved={onPrefabSaved}
        />
        <ConfirmDialog
          opened={dialog === 'prefab-delete'}
          onClose={() => setDialog(null)}
          title={t('editor.prefab_delete.title')}
          message={t('editor.prefab_delete.message', { name: prefabToDelete?.name ?? '' })}
          warning={`${t('editor.prefab_delete.warning')} ${t('editor.prefab_delete.pages', {
            count: prefabToDelete?.placedPageCount ?? 0,
          })}`}
          confirmLabel={t('editor.prefab_delete.confirm')}
          onConfirm={confirmDeletePrefab}
          testId="prefab-delete"
        />
        <LoadingOverlay
          visible={prefabLoading}
          zIndex={getDefaultZIndex('modal')}
          pos="fixed"
          loaderProps={{ 'aria-label': t('editor.prefab_dialog.loading') } as never}
          data-testid="prefab-loading"
        />
        <PublishDialog
          opened={dialog === 'publish'}
          onClose={() => setDialog((current) => (current === 'publish' ? null : current))}
          title={t('publishing.dialog.title')}
          message={t('publishing.dialog.question', { name: settings.name })}
          explanation={t('publishing.dialog.explanation', { url: page.liveUrl })}
          confirmLabel={t('publishing.dialog.confirm')}
          onConfirm={() => publish(false)}
          unsaved={unsaved}
          onSaveAndPublish={canEdit ? () => publish(true) : undefined}
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
