/**
 * The messages between the console and the sandboxed frame. Both sides parse what they receive with
 * these schemas and drop anything that does not fit: the frame runs user code, so nothing it sends is
 * trusted beyond its shape, and the frame accepts orders only from its parent window.
 */
import type { ResponsiveProps } from '@tessera/shared';
import { z } from 'zod';

export type Device = 'desktop' | 'mobile';

/** One placed component or template: its module, its resolved property values and, for templates, slots. */
export interface RenderNode {
  key: string;
  moduleId: string;
  props: Record<string, unknown>;
  /**
   * Values below the desktop (issue 23): per property, the value in force from each breakpoint's max width
   * down. The frame hands the component its props through applyResponsive, so cssFor answers with custom
   * properties the frame's responsive stylesheet sets per media query. Absent for bricks without any.
   */
  responsive?: ResponsiveProps;
  /** Templates: slot1 … slotN, each a list of nodes rendered as the template's `slotN` children. */
  slots?: Record<string, RenderNode[]>;
}

export interface ModuleSource {
  id: string;
  compiledCode: string;
}

export const ERROR_TYPES = ['ReferenceError', 'TypeError', 'SyntaxError', 'Error'] as const;
export type ComponentErrorType = (typeof ERROR_TYPES)[number];

/** What the editors show: type, first line of the message, 1-based line and column in the author's code. */
export interface ComponentError {
  type: ComponentErrorType;
  message: string;
  line: number;
  column: number;
}

export type ToFrame =
  | {
      kind: 'render';
      requestId: number;
      modules: ModuleSource[];
      /** null clears the frame. */
      tree: RenderNode | null;
      device: Device;
    }
  | { kind: 'ping'; n: number };

export type FromFrame =
  | { kind: 'ready' }
  | { kind: 'rendered'; requestId: number; height: number }
  | { kind: 'error'; requestId: number; moduleId: string; error: ComponentError }
  | { kind: 'pong'; n: number };

/** Generous bounds: a page has far fewer modules; compiled code is capped at the transpiler's input size. */
const MAX_MODULES = 1000;
const MAX_CODE_CHARS = 4 * 1024 * 1024;
const MAX_TEXT = 10_000;

const id = z.string().min(1).max(200);
const counter = z.number().int().nonnegative();

/** Per-breakpoint steps; values are checked by their type's normalize in the frame, as props are. */
export const responsiveProps: z.ZodType<ResponsiveProps> = z.record(
  z.string().max(200),
  z.object({
    type: z.string().max(100),
    settings: z.record(z.string(), z.unknown()).optional(),
    steps: z.array(z.tuple([z.number().int().nonnegative(), z.unknown()])).max(100),
  }),
) as z.ZodType<ResponsiveProps>;

export const renderNode: z.ZodType<RenderNode> = z.lazy(() =>
  z.object({
    key: z.string().max(200),
    moduleId: id,
    props: z.record(z.string(), z.unknown()),
    responsive: responsiveProps.optional(),
    slots: z.record(z.string(), z.array(renderNode)).optional(),
  }),
);

const moduleSource = z.object({ id, compiledCode: z.string().max(MAX_CODE_CHARS) });

const toFrame = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('render'),
    requestId: counter,
    modules: z.array(moduleSource).max(MAX_MODULES),
    tree: renderNode.nullable(),
    device: z.enum(['desktop', 'mobile']),
  }),
  z.object({ kind: z.literal('ping'), n: counter }),
]);

const componentError = z.object({
  type: z.enum(ERROR_TYPES),
  message: z.string().max(MAX_TEXT),
  line: counter,
  column: counter,
});

const fromFrame = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('ready') }),
  z.object({
    kind: z.literal('rendered'),
    requestId: counter,
    height: z.number().nonnegative().finite(),
  }),
  z.object({ kind: z.literal('error'), requestId: counter, moduleId: id, error: componentError }),
  z.object({ kind: z.literal('pong'), n: counter }),
]);

/** A message for the frame, or null for anything that is not one. */
export function parseToFrame(data: unknown): ToFrame | null {
  const result = toFrame.safeParse(data);
  return result.success ? (result.data as ToFrame) : null;
}

/** A message from the frame, or null for anything that is not one. */
export function parseFromFrame(data: unknown): FromFrame | null {
  const result = fromFrame.safeParse(data);
  return result.success ? (result.data as FromFrame) : null;
}
