import { readFileSync } from 'node:fs';
import { buildSchema, type DocumentNode, type OperationDefinitionNode, print, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { AUTHORING_DOCUMENTS } from './authoring-fields.ts';

const schema = buildSchema(
  readFileSync(new URL('../../../../../server/src/graphql/schema.graphql', import.meta.url), 'utf8'),
);

const operationName = (document: DocumentNode) =>
  (document.definitions[0] as OperationDefinitionNode).name?.value;

describe('the authoring documents, built from one helper', () => {
  it.each(['component', 'template'] as const)('are valid operations of the server schema (%s)', (kind) => {
    for (const document of Object.values(AUTHORING_DOCUMENTS[kind])) {
      expect(validate(schema, document), print(document)).toEqual([]);
    }
  });

  it('keep the operation names of each kind', () => {
    const names = (kind: 'component' | 'template') =>
      Object.values(AUTHORING_DOCUMENTS[kind]).map((document) => operationName(document));
    expect(names('component')).toEqual([
      'Component',
      'ComponentsLazy',
      'CreateComponent',
      'UpdateComponent',
      'DeleteComponent',
    ]);
    expect(names('template')).toEqual([
      'Template',
      'TemplatesLazy',
      'CreateTemplate',
      'UpdateTemplate',
      'DeleteTemplate',
    ]);
  });

  it('ask each kind for its own fields and the slot count of both', () => {
    const component = print(AUTHORING_DOCUMENTS.component.item);
    const template = print(AUTHORING_DOCUMENTS.template.item);
    expect(component).toMatch(/\bdataEvents\b/);
    expect(component).not.toMatch(/\bthumbnails\b/);
    expect(template).toMatch(/\bthumbnails\b/);
    expect(template).not.toMatch(/\bdataEvents\b/);
    for (const kind of ['component', 'template'] as const) {
      expect(print(AUTHORING_DOCUMENTS[kind].list)).toMatch(/\bslots\b/);
    }
    // The list card draws a component live: its compiled code and properties come with the list.
    expect(print(AUTHORING_DOCUMENTS.component.list)).toMatch(/compiledCode[\s\S]*dataTypes/);
  });
});
