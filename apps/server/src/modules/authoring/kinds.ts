import { SERVER_MESSAGES as M } from '@tessera/shared';
import { eq } from 'drizzle-orm';
import { components, pages, templates } from '../../db/schema.ts';
import { OPERATION_PERMISSIONS as P } from '../operation-permissions.ts';
import type { AuthoringKindSpec } from './authoring-service.ts';
import { compileWithSlotsOrRefuse } from './common.ts';
import {
  DEFAULT_COMPONENT_TAGS,
  DEFAULT_TEMPLATE_TAGS,
  defaultThumbnails,
  parseComponentInput,
  parseTemplateInput,
} from './validation.ts';

const COMMON_EDITABLE = ['name', 'description', 'icon', 'code', 'dataTypes', 'dataGroups'] as const;

/** The columns both kinds store from an input: compiled and slot-counted by the server. */
async function commonValues(
  data: ReturnType<typeof parseComponentInput | typeof parseTemplateInput>,
  defaultTags: string[],
) {
  const { compiledCode, slots } = await compileWithSlotsOrRefuse(data.code);
  return {
    name: data.name,
    description: data.description,
    icon: data.icon,
    code: data.code,
    compiledCode,
    dataTypes: data.dataTypes as Record<string, unknown>,
    dataGroups: data.dataGroups,
    slots,
    tags: data.tags?.length ? data.tags : defaultTags,
  };
}

/** Components: events of their own; a container when the code destructures slot1 … slotN. */
export const COMPONENT_KIND: AuthoringKindSpec<'component'> = {
  kind: 'component',
  table: components,
  notFoundMessage: M.componentNotFound,
  nameIndex: 'components_org_name_unique',
  nameExistsMessage: M.nameExists,
  permissions: { create: P.createComponent, update: P.updateComponent, remove: P.deleteComponent },
  editable: [...COMMON_EDITABLE, 'dataEvents', 'tags'],
  async prepare(input) {
    const data = parseComponentInput(input);
    return { ...(await commonValues(data, DEFAULT_COMPONENT_TAGS)), dataEvents: data.dataEvents };
  },
};

/** Templates: thumbnails (placeholders drawing the slot count when none are given); not deleted while in use. */
export const TEMPLATE_KIND: AuthoringKindSpec<'template'> = {
  kind: 'template',
  table: templates,
  notFoundMessage: M.templateNotFound,
  nameIndex: 'templates_org_name_unique',
  nameExistsMessage: M.nameExists,
  permissions: { create: P.createTemplate, update: P.updateTemplate, remove: P.deleteTemplate },
  editable: [...COMMON_EDITABLE, 'tags', 'thumbnails'],
  async prepare(input) {
    const data = parseTemplateInput(input);
    const values = await commonValues(data, DEFAULT_TEMPLATE_TAGS);
    const thumbnails = data.thumbnails?.length ? data.thumbnails : defaultThumbnails(values.slots);
    return { ...values, thumbnails };
  },
  inUse: {
    async check(tx, id) {
      const [page] = await tx.select({ id: pages.id }).from(pages).where(eq(pages.templateId, id)).limit(1);
      return Boolean(page);
    },
    message: M.templateInUse,
  },
};
