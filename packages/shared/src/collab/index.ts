export { applyContent, structureChanged } from './apply.ts';
export { type CollabChange, collabChange } from './change.ts';
export { docToContent } from './from-doc.ts';
export { mergeGraph } from './merge-graph.ts';
export { collabProblem } from './problem.ts';
export { COLLAB_SCHEMA_VERSION, jsonEqual, ROOT as COLLAB_ROOTS } from './schema.ts';
export { contentToDoc } from './to-doc.ts';
export { updateContent } from './update.ts';
