import { useApolloClient } from '@apollo/client';
import { ActionIcon, getDefaultZIndex, LoadingOverlay, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconMinimize, IconX } from '@tabler/icons-react';
import { DELAYS, type PageContent, SERVER_MESSAGES } from '@tessera/shared';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { type ApiError, toApiError } from '../../lib/api-error.ts';
import { errorKeyFor } from '../../lib/error-text.ts';
import { useLater } from '../../lib/timers.ts';
import { BehaviourDialog, type BehaviourDialogProps } from '../behaviour/behaviour-dialog.tsx';
import { useDeletePrefab } from '../prefabs/api/delete-prefab.ts';
import { fetchPrefab } from '../prefabs/api/prefab.ts';
import { loadPrefabs } from '../prefabs/api/prefabs.ts';
import {
  PrefabDialog,
  type PrefabDialogRequest,
  type PrefabSaved,
} from '../prefabs/components/prefab-dialog.tsx';
import {
  componentPrefabs,
  draftEntries,
  prefabDraft,
  prefabErrorKey,
  templatePrefabsFor,
} from '../prefabs/prefab-rules.ts';
import { adoptRevision } from '../prefabs/prefab-sync.ts';
import { fetchPageLiveState, type PageLiveState } from '../publishing/api/page-live-state.ts';
import { usePublishPage } from '../publishing/api/publish-page.ts';
import type { RenderError } from '../publishing/api/version-fields.ts';
import { PublishDialog } from '../publishing/components/publish-dialog.tsx';
import { notifyPublished } from '../publishing/components/publish-notices.tsx';
import { draftPreviewPath, isLiveOlder, TEMPLATE_ERROR_KEY } from '../publishing/publish-status.ts';
import type { EditorLoad } from './api/editor-page.ts';
import { useUpdatePage } from './api/update-page.ts';
import { EditorCanvas, type EditorCanvasProps } from './canvas/editor-canvas.tsx';
import { type SiteChoice, useSiteFrame } from './canvas/site-frame.ts';
import type { SubscribeContent } from './canvas/use-editor-frame.ts';
import { EditorProblems } from './components/editor-problems.tsx';
import { EditorToolbar } from './components/editor-toolbar.tsx';
import { EditorVersions, useRestoreFromAddress } from './components/editor-versions.tsx';
import { LeaveDialog } from './components/leave-dialog.tsx';
import { PageSettingsDialog } from './components/page-settings-dialog.tsx';
import { SaveConflictDialog } from './components/save-conflict-dialog.tsx';
import { EditorDndProvider } from './dnd/editor-dnd-provider.tsx';
import classes from './editor.module.css';
import { Inspector, type InspectorProps, type InspectorTarget } from './inspector/inspector.tsx';
import { MediaLibraryProvider } from './inspector/media-library.tsx';
import { LiveRegion } from './keyboard/announcer.tsx';
import { useEditorKeyboard } from './keyboard/use-editor-keyboard.ts';
import type { Device, PrefabDef } from './model/types.ts';
import type { EditorPageSettings } from './page-settings.ts';
import { SidePanel } from './room/side-panels.tsx';
import { useRoom } from './room/use-room.ts';
import { type EditorDialog, shortcutsSuspended } from './shortcuts.ts';
import { SourcePanel } from './source-panel/source-panel.tsx';
import { isDirty, toContent } from './state/content.ts';
import { findBrick } from './state/find-brick.ts';
import { type PlacedComponent, placedComponents } from './state/graph-components.ts';
import { useEditorStore, useEditorStoreApi } from './state/store.ts';
import { useEditorHistory } from './use-editor-history.ts';
import { type ShortcutState, useEditorShortcuts } from './use-editor-shortcuts.ts';
import { copySelectedBrick, useSystemClipboard } from './use-system-clipboard.ts';

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
 * The editor once its data is in: toolbar, left panel, canvas and inspector around one store. Owns saving
 * (with the revision the page was loaded at, so a save over someone else's newer version is refused and
 * the user chooses), the page settings, the shortcuts and the guard against leaving with unsaved work.
 */
export function EditorWorkspace({ load, onReload }: { load: EditorLoad; onReload: () => void }) {
  const { t } = useTranslation();
  const { page } = load;
  const api = useEditorStoreApi();
  const [updatePage] = useUpdatePage();

  // Not the slots nor the template: an edit re-renders the canvas and the inspector (which subscribe to
  // them), not the whole workspace (decision 0013).
  const status = useEditorStore((s) => s.status);
  const selection = useEditorStore((s) => s.selection);
  const components = useEditorStore((s) => s.components);
  const templateDef = useEditorStore((s) => s.templateDef);
  const problems = useEditorStore((s) => s.problems);
  const prefabs = useEditorStore((s) => s.prefabs);
  const selectedPrefab = useEditorStore((s) => s.selectedTemplatePrefab);
  const dirty = useEditorStore(isDirty);
  const history = useEditorHistory();

  const [settings, setSettings] = useState<EditorPageSettings>(() => settingsOf(page));
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
  const revision = useRef(page.revision);
  const [device, setDevice] = useState<Device>('desktop');
  const [preview, setPreview] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  /** The page's bricks as the behaviour dialog offers them, taken when it opens. */
  const [graphComponents, setGraphComponents] = useState<readonly PlacedComponent[]>([]);
  /** The open behaviour dialog holds changes not yet in the page: leaving asks first, as for the page's. */
  const [graphDirty, setGraphDirty] = useState(false);
  const unsaved = dirty || graphDirty;
  const [dialog, setDialog] = useState<EditorDialog | null>(null);
  const [prefabRequest, setPrefabRequest] = useState<PrefabDialogRequest | null>(null);
  const [prefabToDelete, setPrefabToDelete] = useState<PrefabDef | null>(null);
  const [prefabLoading, setPrefabLoading] = useState(false);
  const client = useApolloClient();
  const later = useLater();
  const [deletePrefab] = useDeletePrefab();
  const [saving, setSaving] = useState(false);
  const [overwriting, setOverwriting] = useState(false);
  const [problemsClosed, setProblemsClosed] = useState(false);
  /** The page's live address and version: play opens it, once there is one (read again after a publish). */
  const [live, setLive] = useState<Omit<PageLiveState, 'id' | 'hasUnpublishedChanges'>>(() => ({
    liveUrl: page.liveUrl,
    liveVersion: page.liveVersion,
    latestVersion: page.latestVersion,
  }));
  const [publishPage] = usePublishPage();
  const [publishing, setPublishing] = useState(false);
  // The media manager is the inspector's (MediaLibraryProvider): a ref, so opening it renders nothing here.
  const mediaOpen = useRef(false);
  const onMediaOpenChange = useCallback((open: boolean) => {
    mediaOpen.current = open;
  }, []);

  const canEdit = page.abilities.includes('page.editContent');
  const canEditSettings = page.abilities.includes('page.editSettings');
  const canPublish = page.abilities.includes('page.publish');
  const canWritePrefabs = canEdit && page.abilities.includes('prefab.write');
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

  // ---- Saving ----

  const showFailure = useCallback(
    (failure: ApiError) =>
      notifications.show({
        color: 'red',
        icon: <IconX size={18} />,
        title: t('editor.save_failed'),
        message: t(errorKeyFor(failure)),
      }),
    [t],
  );

  /** Saves the page; true when it was saved. */
  const save = useCallback(
    async (overwrite: boolean): Promise<boolean> => {
      if (!canEdit) return false;
      const state = api.getState();
      if (state.status !== 'ready') return false;
      const sent = { slots: state.slots, template: state.template, pageEvents: state.pageEvents };
      const content = toContent(state);
      if (overwrite) setOverwriting(true);
      else setSaving(true);
      try {
        const result = await updatePage({
          variables: {
            id: page.id,
            page: { ...settings, content, ...(overwrite ? {} : { expectedRevision: revision.current }) },
          },
        });
        if (result.data) revision.current = result.data.updatePage.revision;
        api.getState().markSaved(sent);
        setDialog((current) => (current === 'conflict' ? null : current));
        notifications.show({
          id: 'editor-saved',
          color: 'teal',
          icon: <IconCheck size={18} />,
          message: t('editor.saved'),
          autoClose: 2000,
        });
        return true;
      } catch (caught) {
        const failure = toApiError(caught);
        if (failure.statusCode === 409 && failure.message === SERVER_MESSAGES.pageChanged)
          setDialog('conflict');
        else showFailure(failure);
        return false;
      } finally {
        setSaving(false);
        setOverwriting(false);
      }
    },
    [api, canEdit, page.id, settings, t, updatePage, showFailure],
  );

  const saveSettings = useCallback(
    async (next: EditorPageSettings) => {
      const result = await updatePage({
        variables: { id: page.id, page: { ...next, expectedRevision: revision.current } },
      });
      if (result.data) {
        revision.current = result.data.updatePage.revision;
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
        // A conflict replaces this dialog with its own; any other failure is announced, and said here.
        if (!(await latest.current.save(false))) return t('publishing.dialog.save_failed');
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
    [client, live.liveUrl, nameOfError, page.id, publishPage, t],
  );

  // ---- Leaving with unsaved changes asks first ----

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!unsaved) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [unsaved]);

  // The user's explicit choice to drop their version: the screen loads again into a fresh store (no route
  // change, so the leave guard does not ask).
  const reload = useCallback(() => {
    setDialog(null);
    onReload();
  }, [onReload]);

  // ---- Prefabs ----

  /** The list again, from the server (after the spec's pause following a save or a delete). */
  const reloadPrefabs = useCallback(() => {
    loadPrefabs(client, page.app.id).then(
      (list) => api.getState().setPrefabs(list),
      (error: unknown) => console.error('The prefabs could not be reloaded', error),
    );
  }, [api, client, page.app.id]);

  const showPrefabFailure = useCallback(
    (failure: ApiError, title: string) =>
      notifications.show({
        color: 'red',
        icon: <IconX size={18} />,
        title,
        message: t(prefabErrorKey(failure)),
      }),
    [t],
  );

  /** Editing loads the prefab first (spec §4), then opens the dialog on what is stored now. */
  const editPrefab = useCallback(
    async (prefabId: string) => {
      setPrefabLoading(true);
      try {
        const prefab = await fetchPrefab(client, prefabId);
        const state = api.getState();
        const definition =
          prefab.prefabType === 'Template'
            ? state.templateDef?.id === prefab.elementId
              ? state.templateDef.dataTypes
              : null
            : (state.components.get(prefab.elementId)?.dataTypes ?? null);
        const groups =
          prefab.prefabType === 'Template'
            ? (state.templateDef?.dataGroups ?? prefab.dataGroups)
            : (state.components.get(prefab.elementId)?.dataGroups ?? prefab.dataGroups);
        setPrefabRequest({
          mode: 'edit',
          prefab,
          prefabType: prefab.prefabType,
          elementId: prefab.elementId,
          name: prefab.name,
          dataTypes: prefabDraft(prefab, definition),
          dataGroups: groups,
        });
        setDialog('prefab');
      } catch (caught) {
        const failure = toApiError(caught);
        showPrefabFailure(failure, t('editor.prefab_dialog.load_failed'));
        if (failure.statusCode === 404) reloadPrefabs();
      } finally {
        setPrefabLoading(false);
      }
    },
    [api, client, reloadPrefabs, showPrefabFailure, t],
  );

  /** The inspector's prefab button: create from the selected brick or template settings, or edit. */
  const onPrefabButton = useCallback(() => {
    const state = api.getState();
    const { selection } = state;
    if (selection?.kind === 'brick') {
      const brick = findBrick(state.slots, selection.id)?.brick;
      if (!brick) return;
      if (brick.isPrefab && typeof brick.prefabId === 'string' && state.prefabs.has(brick.prefabId)) {
        void editPrefab(brick.prefabId);
        return;
      }
      const component = state.components.get(brick.componentId);
      if (!component) return;
      setPrefabRequest({
        mode: 'create',
        prefab: null,
        prefabType: 'Component',
        elementId: component.id,
        name: brick.name,
        dataTypes: draftEntries(brick.dataTypes),
        dataGroups: brick.dataGroups,
        sourceBrickId: brick.id,
      });
      setDialog('prefab');
      return;
    }
    if (selection?.kind === 'template' && state.templateDef) {
      const { template, templateDef: def } = state;
      if (
        template.isPrefab &&
        typeof template.prefabId === 'string' &&
        state.prefabs.has(template.prefabId)
      ) {
        void editPrefab(template.prefabId);
        return;
      }
      setPrefabRequest({
        mode: 'create',
        prefab: null,
        prefabType: 'Template',
        elementId: def.id,
        name: def.name,
        dataTypes: draftEntries(template.dataTypes),
        dataGroups: def.dataGroups,
      });
      setDialog('prefab');
    }
  }, [api, editPrefab]);

  /** The open page follows what the server did to every page (decision 0017). */
  const onPrefabSaved = useCallback(
    (saved: PrefabSaved) => {
      const editor = api.getState();
      editor.prefabChanged(saved.prefab);
      if (saved.kind === 'updated') {
        revision.current = adoptRevision(revision.current, page.id, saved.pages);
        history.prefabSaved(saved.prefab.name);
      }
      // What the prefab was made from becomes a copy of it (decision 0017), as one undo step.
      if (saved.kind === 'created' && prefabRequest?.sourceBrickId)
        editor.becomeCopy(prefabRequest.sourceBrickId, saved.prefab.id);
      else if (saved.kind === 'created' && saved.prefab.prefabType === 'Template')
        editor.selectTemplatePrefab(saved.prefab.id);
      setDialog(null);
      notifications.show({
        color: 'teal',
        icon: <IconCheck size={18} />,
        message:
          saved.kind === 'created'
            ? t('editor.prefab_dialog.created', { name: saved.prefab.name })
            : t('editor.prefab_dialog.updated', { name: saved.prefab.name }),
      });
      later(reloadPrefabs, DELAYS.afterLibrarySave);
    },
    [api, page.id, t, later, reloadPrefabs, prefabRequest, history.prefabSaved],
  );

  const confirmDeletePrefab = useCallback(async (): Promise<string | null> => {
    const prefab = prefabToDelete;
    if (!prefab) return null;
    try {
      const result = await deletePrefab({ variables: { id: prefab.id } });
      api.getState().prefabDeleted(prefab.id);
      if (result.data)
        revision.current = adoptRevision(revision.current, page.id, result.data.deletePrefab.pages);
      setDialog(null);
      notifications.show({
        color: 'teal',
        icon: <IconCheck size={18} />,
        message: t('editor.prefab_delete.deleted', { name: prefab.name }),
      });
      later(reloadPrefabs, DELAYS.afterLibrarySave);
      return null;
    } catch (caught) {
      const failure = toApiError(caught);
      if (failure.statusCode === 404) {
        // Already gone: its copies on the server are plain already; here too.
        api.getState().prefabDeleted(prefab.id);
        setDialog(null);
        reloadPrefabs();
        return null;
      }
      return t(prefabErrorKey(failure));
    }
  }, [api, deletePrefab, later, page.id, prefabToDelete, reloadPrefabs, t]);

  const panelHandlers = useMemo(
    () =>
      canWritePrefabs
        ? {
            onEditPrefab: (prefab: PrefabDef) => void editPrefab(prefab.id),
            onDeletePrefab: (prefab: PrefabDef) => {
              setPrefabToDelete(prefab);
              setDialog('prefab-delete');
            },
          }
        : {},
    [canWritePrefabs, editPrefab],
  );

  // ---- Shortcuts (ignored while a dialog is open) ----

  const latest = useRef<ShortcutState>({ dialog, save, history, canEdit, fullscreen, prefabLoading });
  latest.current = { dialog, save, history, canEdit, fullscreen, prefabLoading };
  const exitFullscreen = useCallback(() => setFullscreen(false), []);
  useEditorShortcuts({ api, latest, mediaOpen, leaving: blocker.state === 'blocked', exitFullscreen });
  const shortcutsOn = useRef<() => boolean>(() => false);
  shortcutsOn.current = () =>
    !shortcutsSuspended({
      dialog: latest.current.dialog,
      mediaOpen: mediaOpen.current,
      leaving: blocker.state === 'blocked',
      busy: latest.current.prefabLoading,
    });
  const clipboardOrigin = useMemo(() => ({ orgId: page.app.org.id, appId: page.app.id }), [page.app]);
  useSystemClipboard({ api, origin: clipboardOrigin, active: shortcutsOn, canEdit });

  // Handlers are bound to the selection they were made for: an edit the inspector sends late (on blur,
  // after its 200 ms debounce) lands on the brick it was typed for, even if the selection moved since.
  const inspectorHandlers = useMemo(() => {
    const editTarget =
      selection?.kind === 'brick'
        ? ({ kind: 'brick', id: selection.id } as const)
        : ({ kind: 'template' } as const);
    const brickId = selection?.kind === 'brick' ? selection.id : null;
    return {
      onChange: (property: string, value: unknown) => api.getState().setProperty(editTarget, property, value),
      onRename: (name: string) => {
        if (brickId) api.getState().rename(brickId, name);
      },
      onVisibility: (visible: boolean) => {
        if (brickId) api.getState().setVisibility(brickId, visible);
      },
      onReset: () => api.getState().reset(editTarget),
      onDelete: () => {
        if (brickId) api.getState().remove(brickId);
      },
      onCopy: () => copySelectedBrick(api),
      onDuplicate: () => api.getState().duplicate(),
      onMove: (delta: -1 | 1) => {
        if (brickId) api.getState().moveBy(brickId, delta);
      },
      onSelectPrefab: (id: string | null) => api.getState().selectTemplatePrefab(id),
      onPrefab: onPrefabButton,
    };
  }, [api, selection, onPrefabButton]);

  const onSelect = useCallback(
    (next: Parameters<ReturnType<typeof api.getState>['select']>[0]) => {
      api.getState().select(next);
    },
    [api],
  );

  const onDrop = useCallback(
    (event: Parameters<ReturnType<typeof api.getState>['drop']>[0]) => api.getState().drop(event),
    [api],
  );

  const subscribeContent = useCallback<SubscribeContent>(
    (listener) =>
      api.subscribe((state, previous) => {
        if (state.slots !== previous.slots || state.template !== previous.template)
          listener({ slots: state.slots, template: state.template });
      }),
    [api],
  );

  const readSlots = useCallback(() => api.getState().slots, [api]);

  // ---- The behaviour graph: closing keeps the edit in the page (unsaved), Save also saves the page ----

  const onApplyGraph = useCallback(
    (graph: PageContent['pageEvents']) => api.getState().setPageEvents(graph),
    [api],
  );
  const onSaveGraph = useCallback(
    async (graph: PageContent['pageEvents']) => {
      api.getState().setPageEvents(graph);
      const saved = await latest.current.save(false);
      if (saved) setDialog((current) => (current === 'behaviour' ? null : current));
      return saved;
    },
    [api],
  );
  const onCloseGraph = useCallback(
    () => setDialog((current) => (current === 'behaviour' ? null : current)),
    [],
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
      templateDef={templateDef}
      components={components}
      device={device}
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
      onDevice: (next: Device) => {
        setDevice(next);
        if (next === 'mobile') setFullscreen(false);
      },
      onPreview: () => {
        setPreview((on) => !on);
        // Nothing is selected while the page takes the clicks.
        api.getState().select(null);
      },
      onBehaviour: () => {
        setGraphComponents(placedComponents(api.getState()));
        setDialog('behaviour');
      },
      onTemplateSettings: () => api.getState().select({ kind: 'template' }),
      onFullscreen: () => setFullscreen(true),
      onVersions: () => setDialog('versions'),
    }),
    [api, live],
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
            device={device}
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
            <main className={classes.centre}>{canvas}</main>
          </EditorDndProvider>
          {fullscreen ? null : (
            <SidePanel side="right" className={classes.right} label={t('editor.inspector')}>
              <WorkspaceInspector
                readOnly={!canEdit}
                prefabs={chooserPrefabs}
                allPrefabs={prefabs}
                canWritePrefabs={canWritePrefabs}
                selectedPrefab={selectedPrefab}
                {...inspectorHandlers}
              />
            </SidePanel>
          )}
        </div>
        {fullscreen ? (
          <Tooltip label={t('editor.exit_fullscreen')} withArrow>
            <ActionIcon
              className={classes.exitFullscreen}
              size="xl"
              radius="xl"
              variant="filled"
              aria-label={t('editor.exit_fullscreen')}
              onClick={() => setFullscreen(false)}
              data-testid="editor-fullscreen-exit"
            >
              <IconMinimize size={20} />
            </ActionIcon>
          </Tooltip>
        ) : null}

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

const NO_TARGET = {
  brick: null,
  component: null,
  canMoveUp: false,
  canMoveDown: false,
  template: null,
  def: null,
} as const;

/**
 * What the inspector shows, from the store: its parts are compared one by one, so an edit elsewhere on the
 * page (a drop, another brick's property) leaves the inspector alone.
 */
function useInspectorTarget(): InspectorTarget | null {
  const { brick, component, canMoveUp, canMoveDown, template, def } = useEditorStore(
    useShallow((s) => {
      if (s.selection?.kind === 'template' && s.templateDef)
        return { ...NO_TARGET, template: s.template, def: s.templateDef };
      if (s.selection?.kind !== 'brick') return NO_TARGET;
      const found = findBrick(s.slots, s.selection.id);
      if (!found) return NO_TARGET;
      return {
        ...NO_TARGET,
        brick: found.brick,
        component: s.components.get(found.brick.componentId) ?? null,
        canMoveUp: found.index > 0,
        canMoveDown: found.index < (s.slots[found.slot]?.length ?? 0) - 1,
      };
    }),
  );
  return useMemo(() => {
    if (template && def) return { kind: 'template', template, def };
    if (brick) return { kind: 'brick', brick, component, canMoveUp, canMoveDown };
    return null;
  }, [brick, component, canMoveUp, canMoveDown, template, def]);
}

/** The inspector with its target, subscribed here so that moving the selected brick re-renders only it. */
function WorkspaceInspector(props: Omit<InspectorProps, 'target'>) {
  const target = useInspectorTarget();
  const slot = useEditorStore((s) => (s.selection?.kind === 'slot' ? s.selection.slot : null));
  const selectedSlot = slot ? Number(slot.slice('slot'.length)) : null;
  return <Inspector {...props} target={target} selectedSlot={selectedSlot} />;
}

type WorkspaceCanvasProps = Omit<EditorCanvasProps, 'slots' | 'template' | 'preview' | 'site'> & {
  previewing: boolean;
  siteChoice: SiteChoice;
};

/** The canvas with the page's content, subscribed here so that only the canvas renders an edit. */
function WorkspaceCanvas({ previewing, siteChoice, ...props }: WorkspaceCanvasProps) {
  const site = useSiteFrame(siteChoice);
  const slots = useEditorStore((s) => s.slots);
  const template = useEditorStore((s) => s.template);
  const pageEvents = useEditorStore((s) => s.pageEvents);
  const zoom = useRoom((s) => s.zoom);
  const onScaleChange = useRoom((s) => s.setShownScale);
  // What the engine runs: the comments (up to megabytes of text) stay here.
  const preview = useMemo(
    () => (previewing ? { nodes: pageEvents.nodes, connections: pageEvents.connections } : null),
    [previewing, pageEvents],
  );
  return (
    <EditorCanvas
      {...props}
      slots={slots}
      template={template}
      preview={preview}
      site={site}
      zoom={zoom}
      onScaleChange={onScaleChange}
    />
  );
}

type WorkspaceBehaviourProps = Omit<BehaviourDialogProps, 'graph'>;

/** The behaviour dialog on the page's graph, subscribed here so that a graph change renders only this. */
function WorkspaceBehaviour(props: WorkspaceBehaviourProps) {
  const graph = useEditorStore((s) => s.pageEvents);
  return <BehaviourDialog {...props} graph={graph} />;
}
