/**
 * The co-editing benchmark's browser measures, on the real editor: an edit typed in one person's inspector to
 * its appearance on the other person's canvas, and joining a page others have open. Each arms a probe in the
 * page (or its canvas frame) that records the moment itself, so no Playwright polling is counted.
 */

/** The editor's canvas frame (the sandboxed page the bricks are drawn in). */
export function canvasFrame(page) {
  const frame = page.frames().find((f) => f.url().includes('/frame.html'));
  if (!frame) throw new Error('the canvas frame was not found');
  return frame;
}

/** Opens the page in the editor and waits for the canvas and the shared document (the status past connecting). */
export async function openEditor(page, url) {
  await page.goto(url);
  await page.locator('[data-testid="editor-canvas"][data-state="ready"]').waitFor({ timeout: 60_000 });
  await page
    .locator('[data-testid="editor-save-status"]:not([data-state="connecting"])')
    .waitFor({ timeout: 60_000 });
}

/**
 * How far a page's (or frame's) `performance.timeOrigin + now()` is from the system clock (`Date.now()`), in
 * ms: the median of 21 readings. Two browsers are two processes, each with its own time origin; the difference
 * of their offsets is taken out of every cross-browser sample (it is reported, and is usually under 1 ms).
 */
export async function clockOffset(target) {
  const readings = await target.evaluate(() => {
    const out = [];
    for (let i = 0; i < 21; i++) out.push(performance.timeOrigin + performance.now() - Date.now());
    return out;
  });
  return readings.sort((a, b) => a - b)[10];
}

/** How long a joining tab waits for "saved" (under constant edits by others it may not come). */
const SAVED_WAIT_MS = 5000;

/** Edits that never showed on B before the measure gives up (the server is not keeping up). */
const LOST_MAX = 3;

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * An edit in browser A to browser B's canvas: A selects the Heading `brickTestId` and types into the
 * inspector's text field one key at a time; each sample runs from the key's input event in A to the animation
 * frame after B's canvas frame holds a heading with the whole text typed so far (a MutationObserver in B's
 * frame), both read as `performance.timeOrigin + now()` and corrected by the two clocks' offsets. The text
 * starts again from empty every 26 keys; samples are 150–450 ms apart, so they do not move in step with the
 * load. Returns the samples (ms), the offset taken out and how many edits B did not show within 10 s (it
 * stops after LOST_MAX).
 */
export async function measureEditToOther(a, b, { brickTestId, runs }) {
  const frameB = canvasFrame(b);
  const brick = a.getByTestId(brickTestId);
  await brick.scrollIntoViewIfNeeded();
  // The canvas layer takes the pointer, as for a person: a click at the box's centre (bench/editor does the same).
  const box = await brick.boundingBox();
  await a.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  const field = a.getByTestId('prop:text:input');
  await field.waitFor();
  await field.click();
  const skew = (await clockOffset(frameB)) - (await clockOffset(a));
  const samples = [];
  let lost = 0;
  let typed = '';
  for (let i = 0; i < runs; i++) {
    if (i % 26 === 0) {
      await field.press('ControlOrMeta+a');
      await field.press('Backspace');
      typed = '';
      await pause(300);
    }
    const key = 'abcdefghijklmnopqrstuvwxyz'[i % 26];
    typed += key;
    await frameB.evaluate((text) => {
      const has = () => {
        for (const h of document.querySelectorAll('h1, h2, h3, h4, h5, h6'))
          if (h.textContent === text) return true;
        return false;
      };
      window.__seen = new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          if (!has()) return;
          observer.disconnect();
          requestAnimationFrame(() => resolve(performance.timeOrigin + performance.now()));
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      });
    }, typed);
    await a.evaluate(() => {
      window.__typed = new Promise((resolve) =>
        addEventListener('input', () => resolve(performance.timeOrigin + performance.now()), {
          once: true,
          capture: true,
        }),
      );
    });
    await a.keyboard.press(key);
    const typedAt = await a.evaluate(() => window.__typed);
    const seenAt = await frameB.evaluate(() =>
      Promise.race([window.__seen, new Promise((resolve) => setTimeout(() => resolve(null), 10_000))]),
    );
    if (seenAt === null) {
      lost += 1;
      console.error(`B did not show "${typed}" in 10 s: ${await diagnose(a, b)}`);
      if (lost >= LOST_MAX) break;
    } else samples.push(seenAt - typedAt - skew);
    await pause(150 + Math.random() * 300);
  }
  return { samples, skew, lost };
}

/** What each side shows, when B did not show an edit. */
async function diagnose(a, b) {
  const headings = (frame) =>
    frame.evaluate(() => [...document.querySelectorAll('h1, h2, h3')].slice(0, 3).map((h) => h.textContent));
  const status = (page) => page.getByTestId('editor-save-status').getAttribute('data-state');
  return JSON.stringify({
    field: await a.getByTestId('prop:text:input').inputValue(),
    focused: await a.evaluate(() => document.activeElement?.getAttribute('data-testid')),
    a: { status: await status(a), headings: await headings(canvasFrame(a)) },
    b: { status: await status(b), headings: await headings(canvasFrame(b)) },
  });
}

/**
 * Marks, in a page that joins, when the canvas turns ready and when the save status first leaves
 * "connecting" (the shared document synced) and first says "saved": performance.now() at the next animation
 * frame, counted from the navigation's start. Added with page.addInitScript.
 */
export function markJoin() {
  window.__join = {};
  const mark = (key) => {
    if (window.__join[key] !== undefined) return;
    window.__join[key] = -1;
    requestAnimationFrame(() => {
      window.__join[key] = performance.now();
    });
  };
  const observer = new MutationObserver(() => {
    const canvas = document.querySelector('[data-testid="editor-canvas"]');
    if (canvas?.getAttribute('data-state') === 'ready') mark('ready');
    const state = document.querySelector('[data-testid="editor-save-status"]')?.getAttribute('data-state');
    if (state && state !== 'connecting' && state !== 'offline') mark('synced');
    if (state === 'saved') mark('saved');
  });
  observer.observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-state'],
  });
}

/**
 * Joining a page already open by others, in a new tab of `context` (which has markJoin as an init script):
 * from the navigation's start to the canvas ready and the document synced (the later of the two), and to
 * "saved" when it comes within SAVED_WAIT_MS (under constant edits by others the status says "saving" until a store
 * covers everything this tab has; null if it did not).
 */
export async function measureJoin(context, url) {
  const page = await context.newPage();
  try {
    await page.goto(url);
    const ready = await page
      .waitForFunction(() => window.__join.ready > 0 && window.__join.synced > 0 && window.__join, null, {
        timeout: 60_000,
        polling: 50,
      })
      .then((handle) => handle.jsonValue());
    const saved = await page
      .waitForFunction(() => window.__join.saved > 0 && window.__join.saved, null, {
        timeout: SAVED_WAIT_MS,
        polling: 50,
      })
      .then((handle) => handle.jsonValue())
      .catch(() => null);
    return {
      readyMs: ready.ready,
      syncedMs: ready.synced,
      joinMs: Math.max(ready.ready, ready.synced),
      savedMs: saved,
    };
  } finally {
    await page.close();
  }
}
