/** The prefab dialog's live preview: the brick (with a container's contents) or the template, with its values. */
import type { ModuleSource, RenderNode } from '@tessera/runtime/protocol';
import { responsivePropsOf, slotNames } from '@tessera/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { previewTree, slotPlaceholderModule } from '../../components/authoring/preview-tree.ts';
import { resolveTolerant } from '../../editor/canvas/frame-nodes.ts';
import type { ComponentDef, PropertyEntries, Slots, TemplateDef } from '../../editor/model/types.ts';
import { useBreakpointList } from '../../editor/state/breakpoint-view.ts';
import { contentsComponentIds, contentsNodes } from '../prefab-contents-draft.ts';
import type { PrefabDialogRequest } from './prefab-dialog.tsx';

export interface Preview {
  modules: ModuleSource[];
  tree: RenderNode;
}

/** The brick or the template with the dialog's values, for the sandboxed frame; null when it cannot run. */
export function usePreview(
  request: PrefabDialogRequest,
  entries: PropertyEntries,
  contents: Slots,
  component: ComponentDef | null,
  templateDef: TemplateDef | null,
): Preview | null {
  const { t } = useTranslation();
  const props = useMemo(() => resolveTolerant(entries), [entries]);
  // Values per breakpoint as the editor's canvas draws them: the frame's media queries follow its width.
  const breakpoints = useBreakpointList();
  const responsive = useMemo(() => responsivePropsOf(entries, breakpoints), [entries, breakpoints]);
  return useMemo(() => {
    const responsiveOf = (inner: PropertyEntries) => responsivePropsOf(inner, breakpoints);
    const steps = responsive ? { responsive } : {};
    if (request.prefabType === 'Component') {
      if (!component || component.id !== request.elementId) return null;
      const modules = [{ id: component.id, compiledCode: component.compiledCode }];
      for (const id of contentsComponentIds(contents)) {
        const inner = request.components?.get(id);
        if (inner && !modules.some((m) => m.id === id))
          modules.push({ id, compiledCode: inner.compiledCode });
      }
      const slots = contentsNodes(contents, resolveTolerant, responsiveOf);
      return {
        modules,
        tree: {
          key: 'prefab',
          moduleId: component.id,
          props,
          ...steps,
          ...(Object.keys(slots).length ? { slots } : {}),
        },
      };
    }
    if (!templateDef || templateDef.id !== request.elementId) return null;
    return {
      modules: [{ id: templateDef.id, compiledCode: templateDef.compiledCode }, slotPlaceholderModule()],
      tree: {
        ...previewTree(templateDef.id, { props, slots: slotNames(Math.max(1, templateDef.slots)) }, t),
        ...steps,
      },
    };
  }, [
    request.prefabType,
    request.elementId,
    request.components,
    component,
    templateDef,
    props,
    responsive,
    breakpoints,
    contents,
    t,
  ]);
}
