export { collectFontUrls, FontFaces } from './fonts.ts';
export * from './graph/index.ts';
export { DEFAULT_IMPORTS, TESSERA_MODULE } from './imports.ts';
export type { ImportMap, LoadedModule } from './loader.ts';
export { describeError, loadModule, ModuleCache, moduleFileName } from './loader.ts';
export * from './protocol.ts';
export { RenderTree, type ReportError } from './render.tsx';
