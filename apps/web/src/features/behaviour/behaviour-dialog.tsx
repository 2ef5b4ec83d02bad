/**
 * The page behaviour dialog (spec §2 "page behaviour (fullscreen, holds the graph editor with a save
 * button)", §4 Behaviour graph): the page's behaviour graph (pageEvents) in a node editor.
 *
 * The node catalogue is asked for at each opening (getAllEngineEvents in the user's language) while the
 * editor's code loads; the editor itself (@xyflow/react) is a separate chunk, fetched when the dialog is
 * first rendered (idle time) or opened. Each change goes into the page as it is made, unsaved (onApply, a
 * frame later), and others' changes to the page's graph come in while it is open (co-editing, decision 0040);
 * a graph over the schema's limits stays in the dialog, which then refuses to close. Save and Ctrl/Cmd+S apply
 * and save it (onSave), and close the dialog when the page was saved. Save is enabled by the editor's changes or by the page's own
 * (`pageDirty`). A refetch of the catalogue keeps the editor (and its changes) on screen.
 *
 * Test ids: `page-behaviour-dialog`, `page-behaviour-close`, `page-behaviour-save`, `graph-loading`,
 * `graph-load-error`, `graph-retry`, then the editor's (components/graph-editor.tsx).
 */
import { Alert, Button, Group, Loader, Modal } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import type { BehaviourGraph } from '@tessera/shared';
import {
  Component,
  type ComponentType,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { PresenceUser } from '../editor/session/presence.ts';
import { PresenceAvatars } from '../editor/session/presence-avatars.tsx';
import { useEngineEvents } from './api/engine-events.ts';
import classes from './behaviour-dialog.module.css';
import type { GraphEditorProps } from './components/graph-editor.tsx';
import { engineEventsOf } from './model/catalogue.ts';
import type { GraphComponent } from './model/types.ts';

export type { GraphComponent } from './model/types.ts';

export interface BehaviourDialogProps {
  opened: boolean;
  /** The page's stored pageEvents (may hold unknown node types and fields: they are kept). */
  graph: BehaviourGraph;
  /** The page's placed bricks, in page order. */
  components: readonly GraphComponent[];
  /** A user without edit rights: view only, no Save. */
  readOnly?: boolean;
  /**
   * The page has unsaved changes (e.g. a graph applied on an earlier close): Save is enabled even when the
   * editor's graph is unchanged, and then saves the page with the graph as it is.
   */
  pageDirty: boolean;
  /** The graph as edited, as it changes (a frame later) and on close: it goes into the page, unsaved. */
  onApply(graph: BehaviourGraph): void;
  /** Save button / Ctrl+S: apply and save the page; true: saved (the dialog closes), false: it stays open. */
  onSave(graph: BehaviourGraph): Promise<boolean>;
  onClose(): void;
  /**
   * The editor starts (true) or stops (false) holding changes not yet given to onApply or onSave (for the
   * host's leave guard and beforeunload). False again when the dialog closes or unmounts.
   */
  onDirtyChange?(dirty: boolean): void;
  /** Co-editing: the other people who have this dialog open on the page. */
  people?: readonly PresenceUser[];
}

type EditorComponent = ComponentType<GraphEditorProps>;

/** The editor once its code is here: used directly, so an opening after the preload never suspends. */
let loadedEditor: EditorComponent | null = null;

export const loadGraphEditor = () =>
  import('./components/graph-editor.tsx').then((module) => {
    loadedEditor = module.GraphEditor;
    return module;
  });

/** A lazy editor per load attempt: a rejected lazy component stays rejected, a retry needs a new one. */
const lazyEditor = (): EditorComponent =>
  lazy(() => loadGraphEditor().then((module) => ({ default: module.GraphEditor })));
let sharedEditor = lazyEditor();

/**
 * The editor's code failed to load (offline, a new release replaced the chunk): said, with a retry. The
 * editor component is chosen once per mount (a switch from the lazy one to the loaded one would remount
 * the editor and lose its state).
 */
class EditorLoadBoundary extends Component<
  { fallback: (retry: () => void) => ReactNode; children: (editor: EditorComponent) => ReactNode },
  { failed: boolean; editor: EditorComponent }
> {
  override state = { failed: false, editor: loadedEditor ?? sharedEditor };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('The behaviour editor could not be loaded', error);
  }
  override render() {
    if (!this.state.failed) return this.props.children(this.state.editor);
    return this.props.fallback(() => {
      sharedEditor = lazyEditor();
      this.setState({ failed: false, editor: sharedEditor });
    });
  }
}

/** Starts fetching the editor's code when the browser is idle (the toolbar button may call it on hover). */
export function preloadGraphEditor(): void {
  void loadGraphEditor().catch(() => {
    // A failed preload is retried by the dialog's own load, which reports it.
  });
}

export function BehaviourDialog(props: BehaviourDialogProps) {
  const { t } = useTranslation();
  const { opened } = props;
  const closeRequest = useRef<(() => void) | null>(null);
  const [escapeBlocked, setEscapeBlocked] = useState(false);
  const [toolbar, setToolbar] = useState<HTMLDivElement | null>(null);
  // Each opening starts from the graph as it is then.
  const [opening, setOpening] = useState(0);
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) setOpening((n) => n + 1);
  }

  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(preloadGraphEditor, { timeout: 5000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(preloadGraphEditor, 2000);
    return () => window.clearTimeout(timer);
  }, []);

  // Closed or gone: no changes held here any more (the editor also says so as it unmounts).
  const dirtyChange = useRef(props.onDirtyChange);
  dirtyChange.current = props.onDirtyChange;
  useEffect(() => {
    if (!opened) dirtyChange.current?.(false);
  }, [opened]);
  useEffect(() => () => dirtyChange.current?.(false), []);

  const { onClose } = props;
  const close = useCallback(() => {
    if (closeRequest.current) closeRequest.current();
    else onClose();
  }, [onClose]);

  return (
    <Modal.Root
      opened={opened}
      onClose={close}
      fullScreen
      closeOnEscape={!escapeBlocked}
      classNames={{ content: classes.content, header: classes.header, body: classes.body }}
      transitionProps={{ transition: 'fade', duration: 150 }}
    >
      <Modal.Overlay />
      <Modal.Content aria-label={t('behaviour.title')} data-testid="page-behaviour-dialog">
        <Modal.Header>
          <Modal.Title className={classes.title}>{t('behaviour.title')}</Modal.Title>
          {/* nokey: xyflow's key handling (it listens on the document) leaves the toolbar alone. */}
          <div className={`${classes.toolbar} nokey`} ref={setToolbar} />
          <PresenceAvatars people={props.people ?? []} />
          <Modal.CloseButton aria-label={t('behaviour.close')} data-testid="page-behaviour-close" />
        </Modal.Header>
        <Modal.Body>
          {opened ? (
            <DialogBody
              key={opening}
              {...props}
              toolbar={toolbar}
              closeRequest={closeRequest}
              onEscapeBlocked={setEscapeBlocked}
            />
          ) : null}
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

interface DialogBodyProps extends BehaviourDialogProps {
  toolbar: HTMLElement | null;
  closeRequest: React.RefObject<(() => void) | null>;
  onEscapeBlocked(blocked: boolean): void;
}

function Loading() {
  const { t } = useTranslation();
  return (
    <div className={classes.centre} data-testid="graph-loading">
      <Loader aria-label={t('behaviour.loading')} />
    </div>
  );
}

function DialogBody({ graph, components, readOnly = false, ...rest }: DialogBodyProps) {
  const { t, i18n } = useTranslation();
  const { data, error, loading, refetch } = useEngineEvents(i18n.language);
  const fresh = useMemo(() => (data ? engineEventsOf(data.getAllEngineEvents) : null), [data]);
  // The last catalogue received: a refetch (loading again, or failing) must not unmount the editor.
  const [events, setEvents] = useState(fresh);
  if (fresh && fresh !== events) setEvents(fresh);
  const failure = (retry: () => void) => (
    <div className={classes.centre} data-testid="graph-load-error">
      <Alert
        color="red"
        icon={<IconAlertCircle size={18} />}
        title={t('behaviour.load_failed_title')}
        maw={460}
      >
        {t('behaviour.load_failed_message')}
      </Alert>
      <Group justify="center">
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} />}
          onClick={retry}
          data-testid="graph-retry"
        >
          {t('behaviour.retry')}
        </Button>
      </Group>
    </div>
  );
  if (!events) {
    if (error && !loading) return failure(() => void refetch().catch(() => undefined));
    return <Loading />;
  }
  return (
    <EditorLoadBoundary fallback={failure}>
      {(Editor) => (
        <Suspense fallback={<Loading />}>
          <div className={classes.editor}>
            <Editor
              graph={graph}
              events={events}
              components={components}
              readOnly={readOnly}
              toolbar={rest.toolbar}
              pageDirty={rest.pageDirty}
              onApply={rest.onApply}
              onSave={rest.onSave}
              onClose={rest.onClose}
              onDirtyChange={rest.onDirtyChange}
              closeRequest={rest.closeRequest}
              onEscapeBlocked={rest.onEscapeBlocked}
            />
          </div>
        </Suspense>
      )}
    </EditorLoadBoundary>
  );
}
