import {
  LIVE_RENDER_LIMITS,
  type LiveNode,
  type LiveRenderError,
  type LiveRenderInput,
  type LiveRenderOutput,
  slotAddress,
} from '@tessera/shared';
import { wrapInForm } from '../../forms/live/form-markup.ts';
import type { SlotMarkup } from './isolate-entry.ts';
import { type Drawn, type Failure, type PageContext, type Sandbox, SandboxFailure } from './sandbox.ts';

/**
 * Draws a page in a context of its own: each brick on its own call, a container after its contents (its
 * slots given to it as drawn markup, at any depth), then the template around the slots. A node that fails
 * draws as empty (its wrapper stays, for the behaviour graph; a container's contents go with it) and is
 * reported; the rest of the page still draws. A call that times out or runs out of memory leaves its context unusable, so the page
 * goes on in a new one, loading its modules again as they are needed. Each node's values per breakpoint are
 * drawn as custom properties recorded in its context (isolate-entry.ts); the output's stylesheet joins them.
 */
export function renderPage(sandbox: Sandbox, input: LiveRenderInput): LiveRenderOutput {
  const started = Date.now();
  const sources = new Map(input.modules.map((module) => [module.id, module.compiledCode]));
  const errors: LiveRenderError[] = [];
  // A module that failed to load fails for the whole page, whichever context the page is in by then.
  const failedModules = new Map<string, Failure>();
  // Each context's stylesheet, in order; a context opened after a failure names its custom properties apart
  // (`--r1_N`, …): the markup drawn before it keeps referring to the earlier context's names.
  const stylesheets: string[] = [];
  let generation = 0;
  let context: PageContext = sandbox.open();
  context.begin('');
  let loaded = new Set<string>();

  /** What the current context recorded; lost only when its isolate went (out of memory). */
  const keepStylesheet = () => {
    try {
      stylesheets.push(context.stylesheet());
    } catch (error) {
      if (!(error instanceof SandboxFailure)) throw error;
    }
  };
  const renew = () => {
    keepStylesheet();
    context.release();
    context = sandbox.open();
    generation += 1;
    context.begin(String(generation));
    loaded = new Set();
  };
  const report = (node: LiveNode, failure: Failure) =>
    errors.push({ key: node.key, moduleId: node.moduleId, ...failure });

  /** Loads the node's module into the current context; why it cannot draw otherwise. */
  const prepare = (node: LiveNode): Failure | null => {
    const code = sources.get(node.moduleId);
    if (code === undefined) {
      const what = node === input.template ? 'template' : 'component';
      return { type: 'Missing', message: `The ${what} no longer exists` };
    }
    if (loaded.has(node.moduleId)) return null;
    const failed = failedModules.get(node.moduleId);
    if (failed) return failed;
    let failure: Failure | null;
    try {
      failure = context.load(node.moduleId, code);
    } catch (error) {
      if (!(error instanceof SandboxFailure)) throw error;
      failure = error.failure;
      renew();
    }
    if (failure) failedModules.set(node.moduleId, failure);
    else loaded.add(node.moduleId);
    return failure;
  };

  /**
   * Markup that involves no module (an empty wrapper, stacked slots): if the page's modules broke the
   * context, it is drawn again in a new one, where only the renderer has run.
   */
  const plain = (draw: () => string): string => {
    try {
      return draw();
    } catch (error) {
      if (!(error instanceof SandboxFailure)) throw error;
      renew();
      return draw();
    }
  };

  /** A node's own markup, or the fallback when its module is missing, fails to load or fails to render. */
  const drawNode = (node: LiveNode, draw: () => string, fallback: () => string): string => {
    const failure = prepare(node);
    if (failure) {
      report(node, failure);
      return plain(fallback);
    }
    try {
      return draw();
    } catch (error) {
      if (!(error instanceof SandboxFailure)) throw error;
      report(node, error.failure);
      renew();
      return plain(fallback);
    }
  };

  const drawn = (node: LiveNode, result: Drawn): string => {
    if (result.error) report(node, result.error);
    return result.html;
  };

  let overTime = false;
  /**
   * The node tree was built by the page-tree walker (publish-service.ts), which keeps it within
   * MAX_BRICK_DEPTH, so this recursion is as shallow as the page.
   */
  const drawSlots = (node: LiveNode): SlotMarkup[] =>
    Object.entries(node.slots ?? {}).map(([name, nodes]) => [
      name,
      slotAddress(node.key, name),
      nodes.map(drawBrick).join(''),
    ]);
  const drawBrick = (node: LiveNode): string => {
    const empty = () => context.brick(node.key, null, {}).html;
    if (!overTime && Date.now() - started > LIVE_RENDER_LIMITS.pageTimeoutMs) {
      overTime = true;
      // The rest draws empty, quickly: not in a context the slow modules may still weigh on.
      renew();
    }
    if (overTime) {
      report(node, { type: 'Timeout', message: 'The page took too long to render' });
      return plain(empty);
    }
    const slots = drawSlots(node);
    const html = drawNode(
      node,
      () => drawn(node, context.brick(node.key, node.moduleId, node.props, slots, node.responsive)),
      empty,
    );
    return node.form ? wrapInForm(html, node.form) : html;
  };

  try {
    const slots = Object.entries(input.slots).map(
      ([name, nodes]): SlotMarkup => [name, name, nodes.map(drawBrick).join('')],
    );
    const template = input.template;
    const stacked = () => context.page(null, {}, slots).html;
    const html = drawNode(
      template,
      () => drawn(template, context.page(template.moduleId, template.props, slots, template.responsive)),
      stacked,
    );
    // The site's header and footer frame the template (0026): drawn like bricks, in a wrapper of their own.
    const site = (node: LiveNode | null | undefined, part: 'header' | 'footer') =>
      node ? `<div data-tessera-site="${part}">${drawBrick(node)}</div>` : '';
    const body = site(input.header, 'header') + html + site(input.footer, 'footer');
    keepStylesheet();
    return { html: body, stylesheet: stylesheets.join(''), errors };
  } finally {
    context.release();
  }
}
