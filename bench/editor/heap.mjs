/**
 * JS heap of the editor page after `count` undo steps (the co-editing session's undo manager holds them; the
 * store's own history, which held them before co-editing, keeps only the last). Steps are at most one per second
 * (the history's 1000 ms window), so the page is opened with the bench flag (see createScreenStore in
 * apps/web/src/features/editor/state/store.ts): the real store, whose clock the benchmark skips ahead by
 * 1001 ms before each edit. Every edit changes one property of one brick, as a user's edit does. The heap is
 * read through the DevTools protocol after a forced garbage collection, before and after.
 */
const MB = 1024 * 1024;

async function usedHeapMB(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return Math.round((usedSize / MB) * 10) / 10;
}

export async function measureHeap(page, url, count) {
  await page.evaluate(() => window.localStorage.setItem('tessera.bench', '1'));
  await page.goto(url);
  await page.locator('[data-testid="editor-canvas"][data-state="ready"]').waitFor({ timeout: 60_000 });
  // A co-editing session begins once the canvas has drawn: edits made before it has the page's shared document
  // go in as one step. A build without co-editing has no session (the wait ends at its timeout).
  await page
    .waitForFunction(() => window.__tesseraBench?.synced?.() === true, null, { timeout: 5000 })
    .catch(() => {});
  const heapBeforeMB = await usedHeapMB(page);
  const snapshots = await page.evaluate(async (count) => {
    const bench = window.__tesseraBench;
    if (!bench) throw new Error('the bench flag did not reach the editor');
    const { store, skip } = bench;
    const bricks = Object.values(store.getState().slots).flat();
    const targets = bricks.filter((brick) => brick.dataTypes.text?.type === 'TextInput').slice(0, 50);
    for (let i = 0; i < count; i++) {
      skip(1001);
      const brick = targets[i % targets.length];
      store.getState().setProperty({ kind: 'brick', id: brick.id }, 'text', `Edit number ${i}`);
      // Let the canvas draw now and then, as it would between a person's edits.
      if (i % 250 === 0) await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
    }
    // The undo steps the editor holds: its co-editing session's (the store keeps only the last since then).
    return bench.undoDepth ? bench.undoDepth() : store.temporal.getState().pastStates.length;
  }, count);
  if (snapshots !== count) throw new Error(`expected ${count} undo snapshots, found ${snapshots}`);
  const heapAfterMB = await usedHeapMB(page);
  await page.evaluate(() => window.localStorage.removeItem('tessera.bench'));
  return { heapBeforeMB, heapAfterMB, snapshots };
}
