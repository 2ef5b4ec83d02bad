import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DEFAULT_IMPORTS, TESSERA_MODULE } from './imports.ts';
import { describeError, loadModule, ModuleCache } from './loader.ts';
import { compileJsx } from './test-compile.ts';

const HELLO = `import { cssFor } from 'tessera';

export default function Hello({ title, size }) {
  return <h1 style={cssFor('FontSize', size)}>{title}</h1>;
}
`;

describe('loadModule', () => {
  it('evaluates a compiled component that imports react and tessera', async () => {
    const loaded = loadModule({ id: 'hello', compiledCode: await compileJsx(HELLO) }, DEFAULT_IMPORTS);
    expect(loaded.error).toBeNull();
    expect(loaded.component).toBeTypeOf('function');
    const html = renderToStaticMarkup(
      createElement(loaded.component!, { title: 'Hi', size: { value: 2, unit: 'rem' } }),
    );
    expect(html).toBe('<h1 style="font-size:2rem">Hi</h1>');
  });

  it('refuses modules outside the allowed list', async () => {
    const code = await compileJsx(`import fs from 'fs';\nexport default () => <p>{String(fs)}</p>;\n`);
    const loaded = loadModule({ id: 'bad', compiledCode: code }, DEFAULT_IMPORTS);
    expect(loaded.component).toBeNull();
    expect(loaded.error).toMatchObject({ type: 'Error', message: "Cannot import 'fs' in a component" });
  });

  it('reports a ReferenceError thrown at import with its line and column in the compiled code', async () => {
    const code = await compileJsx(
      `import React from 'react';\n\nconst broken = missingThing + 1;\n\nexport default () => <p>{broken}</p>;\n`,
    );
    const loaded = loadModule({ id: 'broken', compiledCode: code }, DEFAULT_IMPORTS);
    expect(loaded.component).toBeNull();
    const lines = code.split('\n');
    const line = lines.findIndex((text) => text.includes('missingThing')) + 1;
    expect(loaded.error).toEqual({
      type: 'ReferenceError',
      message: 'missingThing is not defined',
      line,
      column: lines[line - 1]!.indexOf('missingThing') + 1,
    });
  });

  it("maps positions back to the author's source when the code carries an inline source map", async () => {
    const code = await compileJsx(
      `import React from 'react';\n\nconst broken = missingThing + 1;\n\nexport default () => <p>{broken}</p>;\n`,
      { sourcemap: 'inline', sourcesContent: false },
    );
    const loaded = loadModule({ id: 'mapped', compiledCode: code }, DEFAULT_IMPORTS);
    expect(loaded.error).toEqual({
      type: 'ReferenceError',
      message: 'missingThing is not defined',
      line: 3,
      column: 16,
    });
  });

  it('maps an error thrown while rendering back to the source line with an inline source map', async () => {
    const source = {
      id: 'render-error',
      compiledCode: await compileJsx(
        "import React from 'react';\n\nexport default function Broken() {\n  return <p>{missingValue}</p>;\n}\n",
        { sourcemap: 'inline', sourcesContent: false },
      ),
    };
    const loaded = loadModule(source, DEFAULT_IMPORTS);
    let thrown: unknown;
    try {
      renderToStaticMarkup(createElement(loaded.component!));
    } catch (error) {
      thrown = error;
    }
    expect(describeError(thrown, source)).toEqual({
      type: 'ReferenceError',
      message: 'missingValue is not defined',
      line: 4,
      column: 14,
    });
  });

  it('classifies TypeErrors, SyntaxErrors and other throws', async () => {
    const typeError = loadModule(
      { id: 't', compiledCode: await compileJsx('const x = null;\nx.y();\nexport default () => null;') },
      DEFAULT_IMPORTS,
    );
    expect(typeError.error?.type).toBe('TypeError');
    const syntax = loadModule({ id: 's', compiledCode: 'var = ;' }, DEFAULT_IMPORTS);
    expect(syntax.error?.type).toBe('SyntaxError');
    const custom = loadModule(
      {
        id: 'c',
        compiledCode: await compileJsx('throw new RangeError("nope");\nexport default () => null;'),
      },
      DEFAULT_IMPORTS,
    );
    expect(custom.error).toMatchObject({ type: 'Error', message: 'nope' });
    const text = loadModule({ id: 'x', compiledCode: 'throw "plain text";' }, DEFAULT_IMPORTS);
    expect(text.error).toMatchObject({ type: 'Error', message: 'plain text' });
  });

  it('asks for a default export', async () => {
    const loaded = loadModule(
      { id: 'n', compiledCode: await compileJsx('export const A = 1;') },
      DEFAULT_IMPORTS,
    );
    expect(loaded.error?.message).toMatch(/export a component as default/);
  });
});

describe('ModuleCache', () => {
  it('evaluates a module again only when its code changes', async () => {
    const cache = new ModuleCache(DEFAULT_IMPORTS);
    const code = await compileJsx(HELLO);
    const first = cache.update([{ id: 'a', compiledCode: code }]).get('a');
    expect(cache.update([{ id: 'a', compiledCode: code }]).get('a')).toBe(first);
    const changed = cache.update([{ id: 'a', compiledCode: `${code}\n` }]).get('a');
    expect(changed).not.toBe(first);
    expect(changed?.component).toBeTypeOf('function');
  });
});

describe("the 'tessera' module", () => {
  it('offers the helpers docs/component-authoring.md documents', () => {
    for (const name of [
      'cssFor',
      'styleFrom',
      'styleOf',
      'resolveProps',
      'propertyType',
      'defaultValueOf',
      'selectOptions',
      'animationFor',
      'guessVideoType',
      'isVideoSiteUrl',
    ]) {
      expect(TESSERA_MODULE[name as keyof typeof TESSERA_MODULE], name).toBeTypeOf('function');
    }
    expect(TESSERA_MODULE.PROPERTY_TYPE_NAMES).toHaveLength(39);
  });
});
