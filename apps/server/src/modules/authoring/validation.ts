import { boundedText, breakpointValuesProblem, SERVER_MESSAGES as M } from '@tessera/shared';
import { z } from 'zod';
import { AppError, badRequest, parseInput } from '../../lib/errors.ts';
import { dataEventsSchema, dataGroupsSchema, dataTypesSchema } from './data-schemas.ts';
import { codeBytes, MAX_CODE_BYTES } from './transpiler.ts';

export const AUTHORING_LIMITS = {
  name: { min: 3, max: 50 },
  description: { min: 3, max: 1024 },
  iconBytes: 100 * 1024,
  tags: { max: 10, length: 30 },
  thumbnails: { max: 10, length: 500 },
} as const;

/** Placeholders stored when none are given (spec §5: fixed on save). */
export const DEFAULT_COMPONENT_TAGS = ['component'];
export const DEFAULT_TEMPLATE_TAGS = ['template'];
export const DEFAULT_THUMBNAILS = [
  '/thumbnails/template-1.svg',
  '/thumbnails/template-2.svg',
  '/thumbnails/template-3.svg',
];

/**
 * The three placeholders, the one drawing the template's number of columns first (1, 2, 3 or more): the new-page
 * wizard shows the first thumbnail, so templates are told apart by their picture too.
 */
export function defaultThumbnails(slots: number): string[] {
  const first = Math.min(Math.max(slots, 1), DEFAULT_THUMBNAILS.length) - 1;
  return [...DEFAULT_THUMBNAILS.slice(first), ...DEFAULT_THUMBNAILS.slice(0, first)];
}

const text = boundedText;

/**
 * What makes an SVG able to run script or leave the image: script and foreignObject elements, embedded
 * documents, event-handler attributes, javascript: and HTML data: URLs. Checked after decoding character
 * references and dropping the characters browsers ignore inside a URL scheme, so `java&#x09;script:` is caught.
 */
const UNSAFE_SVG = [
  /<\s*script/i,
  /<\s*foreignobject/i,
  /<\s*(iframe|embed|object)\b/i,
  /[\s"'/]on[a-z0-9_-]*\s*=/i,
  /javascript:/i,
  /vbscript:/i,
  /data:\s*text\/html/i,
];

function decodeReferences(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) =>
      String.fromCodePoint(Number.parseInt(hex, 16) % 0x110000),
    )
    .replace(/&#([0-9]+);?/g, (_, dec: string) => String.fromCodePoint(Number.parseInt(dec, 10) % 0x110000))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;|&newline;/gi, '');
}

export function isUnsafeSvg(icon: string): boolean {
  const decoded = decodeReferences(icon);
  // Browsers drop control characters and spaces inside a URL scheme: `java\tscript:` still runs.
  const compact = [...decoded].filter((ch) => ch.charCodeAt(0) > 0x20).join('');
  return UNSAFE_SVG.some((pattern) => pattern.test(decoded) || pattern.test(compact));
}

const iconSchema = z
  .string({ error: 'icon is required' })
  .trim()
  .superRefine((icon, ctx) => {
    if (Buffer.byteLength(icon, 'utf8') > AUTHORING_LIMITS.iconBytes) {
      ctx.addIssue({ code: 'custom', message: M.iconTooLarge });
    } else if (!/^<svg[\s>/]/i.test(icon) || !/<\/svg>$/i.test(icon)) {
      ctx.addIssue({ code: 'custom', message: M.iconNotSvg });
    } else if (isUnsafeSvg(icon)) {
      ctx.addIssue({ code: 'custom', message: M.iconUnsafe });
    }
  });

const codeSchema = z
  .string({ error: M.codeRequired })
  .refine((code) => code.trim().length > 0, M.codeRequired);

const tagsSchema = z
  .array(
    z
      .string({ error: 'tags must be strings' })
      .trim()
      .min(1, `tags must be between 1 and ${AUTHORING_LIMITS.tags.length} characters`)
      .max(
        AUTHORING_LIMITS.tags.length,
        `tags must be between 1 and ${AUTHORING_LIMITS.tags.length} characters`,
      ),
    { error: 'tags must be a list of strings' },
  )
  .max(AUTHORING_LIMITS.tags.max, `at most ${AUTHORING_LIMITS.tags.max} tags`)
  .nullish();

const thumbnailsSchema = z
  .array(
    z
      .string({ error: 'thumbnails must be strings' })
      .trim()
      .max(AUTHORING_LIMITS.thumbnails.length, 'thumbnail paths must be at most 500 characters')
      .regex(/^(\/(?!\/)|https?:\/\/)\S*$/, 'thumbnails must be paths starting with / or http(s) URLs'),
    { error: 'thumbnails must be a list of strings' },
  )
  .max(AUTHORING_LIMITS.thumbnails.max, `at most ${AUTHORING_LIMITS.thumbnails.max} thumbnails`)
  .nullish();

const common = {
  name: text('name', AUTHORING_LIMITS.name),
  description: text('description', AUTHORING_LIMITS.description),
  icon: iconSchema,
  code: codeSchema,
  // Ignored: the server compiles the code itself.
  compiledCode: z.unknown().optional(),
  dataTypes: dataTypesSchema,
  dataGroups: dataGroupsSchema,
  tags: tagsSchema,
};

export const componentInputSchema = z.object({ ...common, dataEvents: dataEventsSchema });

export const templateInputSchema = z.object({
  ...common,
  // Ignored: the server counts the slots of the code.
  slots: z.unknown().optional(),
  thumbnails: thumbnailsSchema,
});

export type ComponentInput = z.output<typeof componentInputSchema>;
export type TemplateInput = z.output<typeof templateInputSchema>;

/** 413 before anything else reads a code string over the limit. */
export function assertCodeSize(input: unknown): void {
  const code = input && typeof input === 'object' ? (input as { code?: unknown }).code : undefined;
  if (typeof code === 'string' && codeBytes(code) > MAX_CODE_BYTES) throw new AppError(413, M.codeTooLarge);
}

/**
 * The values per breakpoint of a component's or template's defaults: they belong to no app, so only their
 * shape is checked (well-formed ids, responsive types, a valid value at each), naming property and breakpoint.
 */
function assertBreakpointShapes(dataTypes: unknown): void {
  const problem = breakpointValuesProblem(dataTypes as Record<string, unknown>, null);
  if (problem) throw badRequest(`dataTypes: ${problem}`);
}

/**
 * Parses a component or template input. JSON fields are stored as given once valid (the schemas check them
 * without rewriting them), so nothing an author wrote is lost to a normalisation.
 */
export function parseComponentInput(input: unknown): ComponentInput {
  assertCodeSize(input);
  const data = parseInput(componentInputSchema, input);
  const raw = input as Record<string, unknown>;
  assertBreakpointShapes(raw.dataTypes);
  return {
    ...data,
    dataTypes: raw.dataTypes,
    dataGroups: raw.dataGroups,
    dataEvents: raw.dataEvents,
  } as ComponentInput;
}

export function parseTemplateInput(input: unknown): TemplateInput {
  assertCodeSize(input);
  const data = parseInput(templateInputSchema, input);
  const raw = input as Record<string, unknown>;
  assertBreakpointShapes(raw.dataTypes);
  return { ...data, dataTypes: raw.dataTypes, dataGroups: raw.dataGroups } as TemplateInput;
}
