import { parseSlotAddress } from '@tessera/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { BehaviourDialog, type BehaviourDialogProps } from '../behaviour/behaviour-dialog.tsx';
import { localeName } from '../site/locales-form.ts';
import { EditorCanvas, type EditorCanvasProps } from './canvas/editor-canvas.tsx';
import { type SiteChoice, useSiteFrame } from './canvas/site-frame.ts';
import { type EditLanguage, EditLanguageContext } from './inspector/edit-language.ts';
import { Inspector, type InspectorProps, type InspectorTarget } from './inspector/inspector.tsx';
import { useRoom } from './room/use-room.ts';
import { useActiveBreakpoint } from './state/breakpoint-view.ts';
import { canvasDrawn } from './state/canvas-drawn.ts';
import { findBrick } from './state/find-brick.ts';
import { useEditorLanguage } from './state/language-view.ts';
import { resolveSlot } from './state/slot-place.ts';
import { useEditorStore } from './state/store.ts';

/**
 * The workspace's parts that subscribe to the page's content: each re-renders on the slice it draws, so an
 * edit re-renders the canvas and the inspector, not the whole workspace (decision 0013).
 */

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
        canMoveDown: found.index < (resolveSlot(s, found.slot)?.list.length ?? 0) - 1,
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
export function WorkspaceInspector({
  onClearTranslation,
  ...props
}: Omit<InspectorProps, 'target'> & { onClearTranslation(property: string, language: string): void }) {
  const target = useInspectorTarget();
  const slot = useEditorStore((s) => (s.selection?.kind === 'slot' ? s.selection.slot : null));
  const selectedSlot = slot ? Number(parseSlotAddress(slot).slot.slice('slot'.length)) : null;
  // The fields edit texts in the language the toolbar shows (issue 26).
  const language = useEditorLanguage();
  const { i18n } = useTranslation();
  const edit = useMemo<EditLanguage | null>(
    () =>
      language === null
        ? null
        : { language, name: localeName(language, i18n.language), onClear: onClearTranslation },
    [language, i18n.language, onClearTranslation],
  );
  return (
    <EditLanguageContext.Provider value={edit}>
      <Inspector {...props} target={target} selectedSlot={selectedSlot} />
    </EditLanguageContext.Provider>
  );
}

type WorkspaceCanvasProps = Omit<
  EditorCanvasProps,
  'slots' | 'template' | 'preview' | 'site' | 'breakpoint'
> & {
  previewing: boolean;
  siteChoice: SiteChoice;
};

/**
 * The canvas with the page's content, subscribed here so that only the canvas renders an edit. What waits for the
 * canvas to draw (a held move, a breakpoint switch's panels) hears of it here (canvas-drawn.ts).
 */
export function WorkspaceCanvas({ previewing, siteChoice, ...props }: WorkspaceCanvasProps) {
  const breakpoint = useActiveBreakpoint();
  const site = useSiteFrame(siteChoice, props.links ?? null);
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
      breakpoint={breakpoint}
      slots={slots}
      template={template}
      preview={preview}
      site={site}
      zoom={zoom}
      onScaleChange={onScaleChange}
      onDrawn={canvasDrawn}
    />
  );
}

type WorkspaceBehaviourProps = Omit<BehaviourDialogProps, 'graph'>;

/** The behaviour dialog on the page's graph, subscribed here so that a graph change renders only this. */
export function WorkspaceBehaviour(props: WorkspaceBehaviourProps) {
  const graph = useEditorStore((s) => s.pageEvents);
  return <BehaviourDialog {...props} graph={graph} />;
}
