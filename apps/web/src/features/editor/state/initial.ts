import type { EditorData } from './store-api.ts';

/** The store before load(): nothing to show, nothing to record. */
export function initialEditorData(): EditorData {
  return {
    status: 'loading',
    slots: {},
    template: { id: '', isPrefab: false, dataTypes: {} },
    selectedTemplatePrefab: null,
    selection: null,
    clipboard: null,
    problems: [],
    components: new Map(),
    prefabs: new Map(),
    templateDef: null,
    preserved: {},
    pageEvents: { nodes: [], connections: [], comments: [] },
    saved: null,
  };
}
