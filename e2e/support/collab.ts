import type { Page, WebSocketRoute } from '@playwright/test';

/**
 * A page's connection to the co-editing route goes through this switch (Playwright's WebSocket routing): "offline"
 * closes it and refuses new ones until "online", as a dropped network would.
 */
export async function connectionSwitch(page: Page) {
  let online = true;
  const open = new Set<WebSocketRoute>();
  await page.routeWebSocket(/\/collab$/, (ws) => {
    if (!online) {
      ws.close({ code: 1001, reason: 'offline' });
      return;
    }
    ws.connectToServer();
    open.add(ws);
    ws.onClose(() => open.delete(ws));
  });
  return {
    offline: async () => {
      online = false;
      for (const ws of [...open]) await ws.close({ code: 1001, reason: 'offline' });
    },
    online: () => {
      online = true;
    },
  };
}
