/**
 * The editor benchmark's measures, each on the page already open in `page` and named by the canvas's test
 * ids: a brick's box is `brick:<slot address>:<index>` (`slot1`, or `<container id>/slot1` inside a
 * container; packages/shared/src/page-tree.ts). Each arms a probe in the page that resolves with the
 * measured ms, so no Playwright polling is counted. Returns the samples in ms.
 */

// ---- Probes ----

export const readProbe = (page) =>
  page.evaluate(() =>
    Promise.race([
      window.__probe,
      new Promise((_, reject) =>
        setTimeout(() => {
          const title = document.querySelector('[data-testid="inspector-title"]')?.textContent;
          const selected = document.querySelector('[data-selected="true"]')?.getAttribute('data-testid');
          reject(new Error(`the probe timed out (inspector: ${title}, selected: ${selected})`));
        }, 10_000),
      ),
    ]),
  );

/**
 * Arms `window.__probe`: from `event` (captured on the window) to the first animation frame at which the
 * selector `testId` has `attribute` equal to `value` (and, when given, the inspector's title is `title`).
 */
function armProbe(page, { event, testId, attribute, value, title }) {
  return page.evaluate(
    ({ event, testId, attribute, value, title }) => {
      window.__probe = new Promise((resolve) => {
        addEventListener(
          event,
          () => {
            const start = performance.now();
            const check = () => {
              const element = document.querySelector(`[data-testid="${testId}"]`);
              const inspector = document.querySelector('[data-testid="inspector-title"]');
              if (
                element?.getAttribute(attribute) === value &&
                (title === undefined || inspector?.textContent === title)
              )
                resolve(performance.now() - start);
              else requestAnimationFrame(check);
            };
            requestAnimationFrame(check);
          },
          { once: true, capture: true },
        );
      });
    },
    { event, testId, attribute, value, title },
  );
}

export async function centreOf(page, testId) {
  const box = await page.getByTestId(testId).boundingBox();
  if (!box) throw new Error(`${testId} has no box`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, box };
}

const frameAfter = (page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));

// ---- Ready ----

/**
 * Marks, in the page, the moment the editor canvas turns ready: performance.now() at the next animation
 * frame, which counts from the navigation's start. Playwright's own wait only polls (at 20, 50, 100, 100,
 * then every 500 ms), so its return would add up to half a second that no user waits for. Added with
 * page.addInitScript.
 */
export function markReady() {
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      const target = record.target;
      if (
        target.getAttribute('data-testid') !== 'editor-canvas' ||
        target.getAttribute('data-state') !== 'ready'
      )
        continue;
      observer.disconnect();
      requestAnimationFrame(() => {
        window.__readyAt = performance.now();
      });
      return;
    }
  });
  observer.observe(document, { subtree: true, attributes: true, attributeFilter: ['data-state'] });
}

export async function ready(page, url) {
  await page.goto(url);
  await page.locator('[data-testid="editor-canvas"][data-state="ready"]').waitFor({ timeout: 60_000 });
  const readyAt = await page.waitForFunction(() => window.__readyAt).then((handle) => handle.jsonValue());
  return Math.round(readyAt);
}

// ---- The canvas's boxes ----

/** How many bricks the frame draws (the canvas draws boxes only for those near its view). */
export async function bricksInFrame(page) {
  const frame = page.frames().find((f) => f.url().includes('/frame.html'));
  if (!frame) throw new Error('the canvas frame was not found');
  return frame.locator('[data-tessera-brick]').count();
}

/**
 * Scrolls the canvas until a box matching `selector` is drawn (the canvas draws the boxes near its view,
 * apps/web/src/features/editor/canvas/visible-band.ts), a view at a time from the top, then puts it in the
 * middle of the view.
 */
export function bringIntoBand(page, selector) {
  return page.evaluate(async (selector) => {
    const frames = () =>
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const layer = document.querySelector('[data-testid="editor-canvas-layer"]');
    let scroller = layer?.parentElement;
    while (scroller && !/auto|scroll/.test(getComputedStyle(scroller).overflowY))
      scroller = scroller.parentElement;
    if (!scroller) throw new Error('the canvas has no scroller');
    if (!document.querySelector(selector)) {
      scroller.scrollTop = 0;
      await frames();
      while (!document.querySelector(selector)) {
        const before = scroller.scrollTop;
        scroller.scrollTop += scroller.clientHeight;
        await frames();
        if (scroller.scrollTop === before) throw new Error(`no box ${selector} on the canvas`);
      }
    }
    const view = scroller.getBoundingClientRect();
    const box = document.querySelector(selector).getBoundingClientRect();
    scroller.scrollTop += (box.top + box.bottom) / 2 - (view.top + view.height / 2);
    await frames();
  }, selector);
}

// ---- Select: click on a brick to the inspector showing it ----

/** Clicks the first `span` bricks of `slot` in turn, so each click changes the selection. */
export async function measureSelect(page, slot, runs, span = 8) {
  const samples = [];
  for (let i = 0; i < runs; i++) {
    const testId = `brick:${slot}:${i % span}`;
    await page.getByTestId(testId).scrollIntoViewIfNeeded();
    const { x, y } = await centreOf(page, testId);
    const name = await page.getByTestId(testId).getAttribute('data-name');
    await armProbe(page, {
      event: 'pointerdown',
      testId,
      attribute: 'data-selected',
      value: 'true',
      title: name,
    });
    await page.mouse.click(x, y);
    samples.push(await readProbe(page));
  }
  return samples;
}

// ---- Keystroke: a key typed into a Heading's text field to the frame drawing the text ----

/**
 * From its input event to the frame drawing the text (decision 0024: edits reach the store on the next
 * animation frame; nothing is taken out), timed across the sandbox with `performance.timeOrigin + now()`.
 * The Heading is the first of `slot`.
 */
export async function measureKeystroke(page, slot, runs) {
  const frame = page.frames().find((f) => f.url().includes('/frame.html'));
  if (!frame) throw new Error('the canvas frame was not found');
  const headingIndex = await page.evaluate((slot) => {
    const boxes = [...document.querySelectorAll(`[data-testid^="brick:${slot}:"]`)];
    return boxes.findIndex((b) => b.getAttribute('data-name') === 'Heading');
  }, slot);
  if (headingIndex < 0) throw new Error(`${slot} has no Heading`);
  const headingTestId = `brick:${slot}:${headingIndex}`;
  await page.getByTestId(headingTestId).scrollIntoViewIfNeeded();
  const heading = await centreOf(page, headingTestId);
  await page.mouse.click(heading.x, heading.y);
  const field = page.getByTestId('prop:text:input');
  await field.waitFor();
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.press('Backspace');
  let typedText = '';
  const samples = [];
  for (let i = 0; i < runs; i++) {
    const key = 'abcdefghijklmnopqrstuvwxyz'[i % 26];
    typedText += key;
    await frame.evaluate((text) => {
      window.__seen = new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          if ([...document.querySelectorAll('h1, h2, h3, h4')].some((h) => h.textContent === text)) {
            observer.disconnect();
            requestAnimationFrame(() => resolve(performance.timeOrigin + performance.now()));
          }
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      });
    }, typedText);
    await page.evaluate(() => {
      window.__typed = new Promise((resolve) =>
        addEventListener('input', () => resolve(performance.timeOrigin + performance.now()), {
          once: true,
          capture: true,
        }),
      );
    });
    await page.keyboard.press(key);
    const typed = await page.evaluate(() => window.__typed);
    const seen = await frame.evaluate(() => window.__seen);
    samples.push(seen - typed);
  }
  return samples;
}

// ---- Drags: letting go of a dragged brick to the canvas showing it in its new place ----

/**
 * Selects the brick `from`, drags it by the selection's handle and lets it go over the lower part of the
 * brick `over`; times from the pointerup to the frame at which the box `expect` holds the moved brick.
 */
async function dragOnce(page, { from, over, expect }) {
  await page.getByTestId(from).scrollIntoViewIfNeeded();
  const source = await centreOf(page, from);
  await page.mouse.click(source.x, source.y);
  const moved = await page.getByTestId(from).getAttribute('data-brick-id');
  const handle = await centreOf(page, 'canvas-selection-drag');
  const target = (await centreOf(page, over)).box;
  await armProbe(page, { event: 'pointerup', testId: expect, attribute: 'data-brick-id', value: moved });
  await page.mouse.move(handle.x, handle.y);
  await page.mouse.down();
  await page.mouse.move(handle.x + 6, handle.y + 6, { steps: 3 });
  await page.mouse.move(target.x + target.width / 2, target.y + target.height * 0.85, { steps: 10 });
  await page.mouse.up();
  return readProbe(page);
}

/**
 * The first brick of `slot` dragged below its third, `runs` times. `between` runs before every drop but the
 * first (unmeasured): a side's `quiet`, so that a drop is not measured while the co-editing server, on the same
 * two cores, stores the drop before (bench/README, "The reorder and the server's store").
 */
export async function measureReorder(page, slot, runs, between = async () => {}) {
  const samples = [];
  for (let i = 0; i < runs; i++) {
    if (i > 0) await between();
    samples.push(
      await dragOnce(page, { from: `brick:${slot}:0`, over: `brick:${slot}:2`, expect: `brick:${slot}:2` }),
    );
  }
  return samples;
}

/**
 * Into a container three levels down: for each pair of neighbouring sections (`sections` as
 * buildNestedPageContent returns them), the last brick of the first section's last Stack is dragged below
 * the first brick of the next section's first Stack (Section › Columns › Stack › brick: a drop three
 * containers down, into a different Section), one pair per run. The two are scrolled into view together.
 */
export async function measureDeepDrag(page, sections, runs) {
  const samples = [];
  for (let i = 0; i < runs; i++) {
    const [a, b] = [sections[(2 * i) % sections.length], sections[(2 * i + 1) % sections.length]];
    const toSlot = `${b.stacks[0]}/slot1`;
    await bringIntoBand(page, `[data-testid="brick:${toSlot}:0"]`);
    // The last brick of the first section's stack that reaches lowest, and the two scrolled into view
    // together: the middle between them at the middle of the canvas's scroller.
    const from = await page.evaluate(
      ({ stacks, to }) => {
        const lasts = stacks
          .map((stack) => {
            const boxes = document.querySelectorAll(`[data-testid^="brick:${stack}/slot1:"]`);
            return boxes[boxes.length - 1];
          })
          .filter(Boolean);
        if (lasts.length === 0) throw new Error(`the stacks of ${stacks.join(', ')} are empty`);
        const bottom = (el) => el.getBoundingClientRect().bottom;
        const source = lasts.reduce((low, el) => (bottom(el) > bottom(low) ? el : low));
        const target = document.querySelector(`[data-testid="${to}"]`);
        let scroller = source.parentElement;
        while (
          scroller &&
          !(
            scroller.scrollHeight > scroller.clientHeight + 1 &&
            /auto|scroll/.test(getComputedStyle(scroller).overflowY)
          )
        )
          scroller = scroller.parentElement;
        if (!scroller) throw new Error('the canvas has no scroller');
        const view = scroller.getBoundingClientRect();
        const middle = (source.getBoundingClientRect().top + target.getBoundingClientRect().bottom) / 2;
        scroller.scrollTop += middle - (view.top + view.height / 2);
        return source.getAttribute('data-testid');
      },
      { stacks: a.stacks, to: `brick:${toSlot}:0` },
    );
    samples.push(await dragOnce(page, { from, over: `brick:${toSlot}:0`, expect: `brick:${toSlot}:1` }));
  }
  return samples;
}

// ---- Navigator: the toggle clicked to the tree's rows drawn ----

/**
 * From the pointerdown on `editor-navigator-toggle` to the first animation frame with the tree's rows in
 * the page; closed again with the panel's close button between runs. Returns the samples and the rows
 * drawn at the last opening.
 */
export async function measureNavigatorOpen(page, runs) {
  const toggle = page.getByTestId('editor-navigator-toggle');
  if ((await toggle.getAttribute('aria-expanded')) === 'true') await toggle.click();
  await page.getByTestId('editor-navigator').waitFor({ state: 'detached' });
  const samples = [];
  let rows = 0;
  for (let i = 0; i < runs; i++) {
    await frameAfter(page);
    await page.evaluate(() => {
      window.__probe = new Promise((resolve) => {
        addEventListener(
          'pointerdown',
          () => {
            const start = performance.now();
            const check = () => {
              const count = document.querySelectorAll(
                '[data-testid="navigator-tree"] [data-testid^="navigator-row:"]',
              ).length;
              if (count > 0) {
                window.__rows = count;
                resolve(performance.now() - start);
              } else requestAnimationFrame(check);
            };
            requestAnimationFrame(check);
          },
          { once: true, capture: true },
        );
      });
    });
    const { x, y } = await centreOf(page, 'editor-navigator-toggle');
    await page.mouse.click(x, y);
    samples.push(await readProbe(page));
    rows = await page.evaluate(() => window.__rows);
    await page.getByTestId('editor-navigator-close').click();
    await page.getByTestId('editor-navigator').waitFor({ state: 'detached' });
  }
  return { samples, rows };
}

// ---- Breakpoint switch: a click on the switcher to the canvas redrawn at the new width ----

/**
 * The switcher's choices in the order the runs click them: each click changes the values in force (Tablet's
 * apply at Phone landscape too), so every switch moves some boxes.
 */
const SWITCH_ORDER = ['tablet', 'phone', 'phone-landscape', 'desktop'];

/**
 * Clicks the switcher through the breakpoints in turn; each sample runs from the click to the first animation
 * frame at which the canvas shows the new breakpoint and the brick boxes have moved: the frame was laid out at
 * the new width, with the values of its media queries, and reported its layout.
 */
export async function measureBreakpointSwitch(page, runs) {
  const samples = [];
  for (let i = 0; i < runs; i++) {
    const target = SWITCH_ORDER[i % SWITCH_ORDER.length];
    await page.evaluate(
      ({ target }) => {
        // The boxes drawn before the click (those near the view): the new layout redraws them all at once, so
        // the first one found at a new place or size says the canvas was redrawn.
        const boxes = () => document.querySelectorAll('[data-testid^="brick:"]');
        const before = new Map([...boxes()].map((e) => [e.dataset.brickId, e.style.cssText]));
        const moved = () => {
          for (const element of boxes()) {
            const was = before.get(element.dataset.brickId);
            if (was !== undefined && was !== element.style.cssText) return true;
          }
          return false;
        };
        window.__probe = new Promise((resolve) => {
          addEventListener(
            'pointerdown',
            () => {
              const start = performance.now();
              const check = () => {
                const canvas = document.querySelector('[data-testid="editor-canvas"]');
                if (canvas?.getAttribute('data-breakpoint') === target && moved())
                  resolve(performance.now() - start);
                else requestAnimationFrame(check);
              };
              requestAnimationFrame(check);
            },
            { once: true, capture: true },
          );
        });
      },
      { target },
    );
    await page.getByTestId(`editor-breakpoint-${target}`).click();
    samples.push(await readProbe(page));
    await frameAfter(page);
  }
  return samples;
}
