import { randomUUID } from 'node:crypto';
import type { Db } from '../src/db/client.ts';
import { components, templates } from '../src/db/schema.ts';

/** Queries, inputs and fixtures of components and templates, shared by the authoring, isolation and role tests. */

export const COMPONENT_FIELDS = `id name description icon code compiledCode dataTypes dataGroups dataEvents slots tags
  createdBy { id } lastUpdatedBy { id } org { id } createdAt updatedAt`;
export const TEMPLATE_FIELDS = `id name description icon code compiledCode dataTypes dataGroups slots thumbnails tags
  createdBy { id } lastUpdatedBy { id } org { id } createdAt updatedAt`;

export const CREATE_COMPONENT = `mutation ($c: ComponentInput!) { createComponent(newComponent: $c) { ${COMPONENT_FIELDS} } }`;
export const UPDATE_COMPONENT = `mutation ($id: ID!, $c: ComponentInput!) { updateComponent(id: $id, component: $c) { ${COMPONENT_FIELDS} } }`;
export const DELETE_COMPONENT = 'mutation ($id: ID!) { deleteComponent(id: $id) }';
export const COMPONENT = `query ($id: ID!) { component(id: $id) { ${COMPONENT_FIELDS} } }`;
export const COMPONENTS = `query ($first: Int, $after: String) {
  components(first: $first, after: $after) {
    edges { cursor node { id name description } }
    pageInfo { hasPreviousPage hasNextPage startCursor endCursor }
  }
}`;
export const CREATE_TEMPLATE = `mutation ($t: TemplateInput!) { createTemplate(newTemplate: $t) { ${TEMPLATE_FIELDS} } }`;
export const UPDATE_TEMPLATE = `mutation ($id: ID!, $t: TemplateInput!) { updateTemplate(id: $id, template: $t) { ${TEMPLATE_FIELDS} } }`;
export const DELETE_TEMPLATE = 'mutation ($id: ID!) { deleteTemplate(id: $id) }';
export const TEMPLATE = `query ($id: ID!) { template(id: $id) { ${TEMPLATE_FIELDS} } }`;
export const TEMPLATES = `query ($first: Int, $after: String) {
  templates(first: $first, after: $after) {
    edges { cursor node { id name slots thumbnails } }
    pageInfo { hasPreviousPage hasNextPage startCursor endCursor }
  }
}`;

export const ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M4 4h16v4H4z" fill="currentColor"/></svg>';

export const HEADING_CODE = `export default function Heading({ title }) {
  return <h1 className="heading">{title}</h1>;
}
`;

export function componentInput(overrides: Record<string, unknown> = {}) {
  return {
    name: `Heading ${randomUUID().replace(/-/g, '').slice(0, 12)}`,
    description: 'A heading for tests',
    icon: ICON,
    code: HEADING_CODE,
    compiledCode: 'ignored by the server',
    dataTypes: {
      title: {
        type: 'TextInput',
        value: 'Hello',
        defaultValue: 'Hello',
        i18n: { 'en-US': { label: 'Title' } },
      },
    },
    dataGroups: [{ name: 'content', label: 'Content', properties: ['title'] }],
    dataEvents: { label: 'Heading', events: { mouse: ['onclick'] } },
    ...overrides,
  };
}

export const TWO_SLOTS = `export default function TwoColumns({ slot1, slot2, title }) {
  return (
    <main>
      <h1>{title}</h1>
      <section>{slot1}</section>
      <aside>{slot2}</aside>
    </main>
  );
}
`;

export function templateInput(overrides: Record<string, unknown> = {}) {
  return {
    name: `Layout ${randomUUID().replace(/-/g, '').slice(0, 12)}`,
    description: 'A layout for tests',
    icon: ICON,
    code: TWO_SLOTS,
    dataTypes: { title: { type: 'TextInput', value: 'Page', defaultValue: 'Page' } },
    dataGroups: [{ name: 'content', properties: ['title'] }],
    ...overrides,
  };
}

/** A component and a template of the organization, inserted directly: set-up, not the flow under test. */
export async function insertAuthored(db: Db, orgId: string, authorId: string) {
  const componentId = randomUUID();
  const templateId = randomUUID();
  const c = componentInput();
  await db.insert(components).values({
    id: componentId,
    orgId,
    name: c.name,
    description: c.description,
    icon: c.icon,
    code: c.code,
    compiledCode: 'module.exports = {};',
    dataTypes: c.dataTypes,
    dataGroups: c.dataGroups,
    dataEvents: c.dataEvents,
    tags: ['component'],
    createdBy: authorId,
    lastUpdatedBy: authorId,
  });
  const t = templateInput();
  await db.insert(templates).values({
    id: templateId,
    orgId,
    name: t.name,
    description: t.description,
    icon: t.icon,
    code: t.code,
    compiledCode: 'module.exports = {};',
    dataTypes: t.dataTypes,
    dataGroups: t.dataGroups,
    slots: 2,
    thumbnails: [],
    tags: ['template'],
    createdBy: authorId,
    lastUpdatedBy: authorId,
  });
  return { componentId, templateId, componentName: c.name, templateName: t.name };
}

/** Code of a container component with two slots (docs/decisions/0032). */
export const CONTAINER_CODE = `export default function Columns({ slot1, slot2, gap }) {
  return <div style={{ display: 'flex', gap }}>{slot1}{slot2}</div>;
}`;

/** A container component (components.slots) of the organization, inserted directly: set-up. */
export async function insertContainer(db: Db, orgId: string, authorId: string, slots = 2): Promise<string> {
  const id = randomUUID();
  await db.insert(components).values({
    id,
    orgId,
    name: `Columns ${id.slice(0, 6)}`,
    description: 'A container',
    icon: ICON,
    code: CONTAINER_CODE,
    compiledCode: 'module.exports = {};',
    dataTypes: { gap: { type: 'TextInput', value: '8px', defaultValue: '8px' } },
    dataGroups: [{ name: 'layout', properties: ['gap'] }],
    dataEvents: [],
    slots,
    tags: ['component'],
    createdBy: authorId,
    lastUpdatedBy: authorId,
  });
  return id;
}
