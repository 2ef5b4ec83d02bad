import { and, eq } from 'drizzle-orm';
import { templates } from '../src/db/schema.ts';
import {
  appInput,
  CREATE_APP,
  CREATE_PAGE,
  type PageData,
  pageInput,
  pageUpdate,
  UPDATE_PAGE,
} from './app-helpers.ts';
import { CREATE_COMPONENT, componentInput } from './authoring-helpers.ts';
import { gql, type SignedInUser, type TestApp } from './helpers.ts';
import { brickOf, liveHostOf, PUBLISH_PAGE, type VersionData, wire } from './live-helpers.ts';
import { ok } from './org-helpers.ts';

/** A form component of the organization's own: layout and its slot only (the platform draws the <form>). */
export const FORM_CODE = `export default function ContactForm({ slot1 }) {
  return <div className="contact">{slot1}</div>;
}`;

/** A field component as the starter kit's are written: label, input with the resolved attributes, error place. */
export const FIELD_CODE = `export default function Field({ field }) {
  return (
    <div>
      <label htmlFor={field.inputId}>{field.label}</label>
      {field.kind === 'textarea' ? <textarea {...field.attributes} /> : <input {...field.attributes} />}
      <p id={field.errorId} hidden></p>
    </div>
  );
}`;

export interface FormKit {
  form: string;
  field: string;
  template: string;
}

/** The form and field components, created through the API like an organization's developer would. */
export async function createFormKit(t: TestApp, owner: SignedInUser, orgId: string): Promise<FormKit> {
  const form = ok(
    await gql(
      t,
      CREATE_COMPONENT,
      {
        c: componentInput({
          name: 'Contact form',
          code: FORM_CODE,
          dataTypes: { form: { type: 'Form', value: { after: 'message', message: '', page: null } } },
          dataGroups: [{ name: 'form', label: 'Form', properties: ['form'] }],
        }),
      },
      owner.token,
    ),
    'createComponent',
  ).createComponent as { id: string };
  const field = ok(
    await gql(
      t,
      CREATE_COMPONENT,
      {
        c: componentInput({
          name: 'Form field',
          code: FIELD_CODE,
          dataTypes: { field: { type: 'FormField', value: { name: 'field', kind: 'text', label: 'Field' } } },
          dataGroups: [{ name: 'field', label: 'Field', properties: ['field'] }],
        }),
      },
      owner.token,
    ),
    'createComponent',
  ).createComponent as { id: string };
  const [single] = await t.database.db
    .select({ id: templates.id })
    .from(templates)
    .where(and(eq(templates.orgId, orgId), eq(templates.slots, 1)));
  return { form: form.id, field: field.id, template: single!.id };
}

export function fieldBrick(id: string, kit: FormKit, value: Record<string, unknown>) {
  const brick = brickOf(id, kit.field, null);
  brick.dataTypes.field = {
    type: 'FormField',
    value: { label: 'Field', placeholder: '', help: '', required: false, ...value },
  };
  return brick;
}

export function formBrick(id: string, kit: FormKit, fields: unknown[], form: Record<string, unknown> = {}) {
  const brick = brickOf(id, kit.form, null);
  brick.dataTypes.form = { type: 'Form', value: { after: 'message', message: '', page: null, ...form } };
  return { ...brick, name: 'Contact', slots: { slot1: fields } };
}

export interface LiveFormPage {
  app: { id: string; alias: string };
  page: PageData;
  host: string;
  version: VersionData;
}

/** An app with a page holding `bricks` at `url`, published. */
export async function publishFormPage(
  t: TestApp,
  owner: SignedInUser,
  teamId: string,
  orgAlias: string,
  port: number,
  kit: FormKit,
  bricks: unknown[],
  url = 'contact',
): Promise<LiveFormPage> {
  const app = ok(await gql(t, CREATE_APP, { newApp: appInput(teamId) }, owner.token), 'createApp')
    .createApp as { id: string; alias: string };
  const page = ok(
    await gql(
      t,
      CREATE_PAGE,
      { newPage: pageInput(app.id, kit.template, { url, name: 'Contact' }) },
      owner.token,
    ),
    'createPage',
  ).createPage as PageData;
  const content = { ...page.content, slots: { slot1: bricks } };
  const updated = ok(
    await gql(t, UPDATE_PAGE, { id: page.id, page: pageUpdate(page, { content }) }, owner.token),
    'updatePage',
  ).updatePage as PageData;
  const version = ok(await gql(t, PUBLISH_PAGE, { id: page.id }, owner.token), 'publishPage')
    .publishPage as VersionData;
  return { app, page: updated, host: liveHostOf(orgAlias, app.alias, port), version };
}

/** The form's fields as a browser sends them (urlencoded), from the page's own hidden fields plus `values`. */
export function formBody(html: string, values: Record<string, string | string[]>): string {
  const body = new URLSearchParams();
  const token = /name="_tessera_t" value="([^"]*)"/.exec(html)?.[1];
  if (token !== undefined) body.append('_tessera_t', token);
  body.append('_tessera_hp', '');
  for (const [name, value] of Object.entries(values))
    for (const one of Array.isArray(value) ? value : [value]) body.append(name, one);
  return body.toString();
}

export function post(
  port: number,
  host: string,
  action: string,
  body: string,
  headers: Record<string, string> = {},
) {
  return wire(port, host, action, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });
}
