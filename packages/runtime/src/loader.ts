/**
 * Evaluates compiled component and template code (CommonJS, as the transpiler emits it) and turns anything
 * it throws into the {type, message, line, column} the editors show.
 *
 * Line and column: the code runs through `new Function`, which puts two lines of wrapper before the body
 * (`function anonymous(require,module,exports` and `) {`), so a stack position `L:C` in
 * `tessera-component-<id>.js` (named by the appended sourceURL) is line `L - 2`, column `C` of the compiled
 * code. When the compiled code carries an inline source map (esbuild `sourcemap: 'inline'`), that position
 * is mapped back to the author's source; otherwise it is reported as is: esbuild's CommonJS output starts
 * with ~30 lines of interop helpers and reprints the code, so compiled lines then differ from the source.
 */
import type { ComponentType } from 'react';
import type { ComponentError, ComponentErrorType, ModuleSource } from './protocol.ts';
import { inlineMappings, originalPosition, type Position } from './source-map.ts';

/** Lines `new Function` puts before the body (ECMA-262 CreateDynamicFunction). */
const FUNCTION_WRAPPER_LINES = 2;

const CLASSIFIED: ReadonlySet<string> = new Set(['ReferenceError', 'TypeError', 'SyntaxError']);

export type ImportMap = Readonly<Record<string, unknown>>;

export interface LoadedModule {
  id: string;
  compiledCode: string;
  /** The default export, when it is a component. */
  component: ComponentType<Record<string, unknown>> | null;
  /** Why there is no component. */
  error: ComponentError | null;
}

/** Stack-frame file name of a module: ids are reduced to safe characters so the name stays parseable. */
export function moduleFileName(id: string): string {
  return `tessera-component-${id.replace(/[^A-Za-z0-9_-]/g, '_')}.js`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The first stack position inside the module's code, in compiled-code coordinates (1-based). */
function compiledPosition(stack: string, id: string): Position | null {
  const match = new RegExp(`${escapeRegExp(moduleFileName(id))}:(\\d+):(\\d+)`).exec(stack);
  if (!match) return null;
  const line = Number(match[1]) - FUNCTION_WRAPPER_LINES;
  const column = Number(match[2]);
  return line >= 1 ? { line, column } : null;
}

function firstLine(text: string): string {
  const line = text.split('\n', 1)[0] ?? '';
  return line.length > 500 ? `${line.slice(0, 500)}…` : line;
}

/** Type, first message line and author position of anything a module threw. */
export function describeError(thrown: unknown, source: ModuleSource): ComponentError {
  const isError =
    thrown instanceof Error || (typeof thrown === 'object' && thrown !== null && 'message' in thrown);
  const name = isError ? String((thrown as Error).name) : 'Error';
  const type: ComponentErrorType = CLASSIFIED.has(name) ? (name as ComponentErrorType) : 'Error';
  const message = firstLine(isError ? String((thrown as Error).message) : String(thrown));
  const stack = isError && typeof (thrown as Error).stack === 'string' ? (thrown as Error).stack! : '';
  const compiled = compiledPosition(stack, source.id);
  let position: Position = compiled ?? { line: 1, column: 1 };
  if (compiled) {
    const mappings = inlineMappings(source.compiledCode);
    const original = mappings ? originalPosition(mappings, compiled) : null;
    if (original) position = original;
  }
  return { type, message, line: position.line, column: position.column };
}

function requireFrom(imports: ImportMap) {
  return (name: string): unknown => {
    if (Object.hasOwn(imports, name)) return imports[name];
    throw new Error(`Cannot import '${name}' in a component`);
  };
}

/**
 * Runs a module's compiled code once and returns its default export. Never throws: a failure comes back
 * as `error` with the module's component left null.
 */
export function loadModule(source: ModuleSource, imports: ImportMap): LoadedModule {
  const failed = (error: ComponentError): LoadedModule => ({ ...source, component: null, error });
  const module: { exports: Record<string, unknown> } = { exports: {} };
  try {
    const body = `${source.compiledCode}\n//# sourceURL=${moduleFileName(source.id)}`;
    const run = new Function('require', 'module', 'exports', body);
    run(requireFrom(imports), module, module.exports);
  } catch (thrown) {
    return failed(describeError(thrown, source));
  }
  const exported = module.exports;
  const candidate =
    typeof exported === 'function' ? exported : (exported as { default?: unknown } | null)?.default;
  if (typeof candidate !== 'function' && !isExoticComponent(candidate)) {
    return failed({
      type: 'Error',
      message: 'The code must export a component as default (export default function …)',
      line: 1,
      column: 1,
    });
  }
  return { ...source, component: candidate as ComponentType<Record<string, unknown>>, error: null };
}

/** memo() and forwardRef() components are objects with a $$typeof. */
function isExoticComponent(value: unknown): boolean {
  return typeof value === 'object' && value !== null && '$$typeof' in value;
}

/**
 * Keeps evaluated modules between renders: a module runs again only when its code changes, so editing
 * properties re-renders without re-importing.
 */
export class ModuleCache {
  private readonly loaded = new Map<string, LoadedModule>();

  constructor(private readonly imports: ImportMap) {}

  /** The modules of one render, loading new or changed code; modules not listed are forgotten. */
  update(sources: readonly ModuleSource[]): Map<string, LoadedModule> {
    const next = new Map<string, LoadedModule>();
    for (const source of sources) {
      const cached = this.loaded.get(source.id);
      next.set(
        source.id,
        cached && cached.compiledCode === source.compiledCode ? cached : loadModule(source, this.imports),
      );
    }
    this.loaded.clear();
    for (const [key, value] of next) this.loaded.set(key, value);
    return next;
  }
}
