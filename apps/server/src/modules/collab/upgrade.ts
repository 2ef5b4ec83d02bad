import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import fastifyCookie from '@fastify/cookie';
import type { FastifyBaseLogger } from 'fastify';
import { type WebSocket, WebSocketServer } from 'ws';
import { AUTH_COOKIE } from '../auth/routes.ts';
import type { AuthContext } from '../auth/session-service.ts';
import type { CollabContext } from './access.ts';

/** The WebSocket route of co-editing, on the console's port (docs: the collab wire contract). */
export const COLLAB_PATH = '/collab';

const STATUS_TEXT: Record<number, string> = {
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  500: 'Internal Server Error',
};

/** An upgrade refused as plain HTTP: the browser's WebSocket fails to open, and nothing was upgraded. */
function refuse(socket: Duplex, status: number): void {
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_TEXT[status] ?? 'Error'}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
    );
  }
  socket.destroy();
}

export interface CollabUpgradeDeps {
  /** The only Origin a co-editing socket may come from: another site's page would bring the user's cookie too. */
  consoleOrigin: string;
  resolveSession(token: string | undefined): Promise<AuthContext | null>;
  maxPayload: number;
  onSocket(socket: WebSocket, request: IncomingMessage, context: CollabContext): void;
  logger: FastifyBaseLogger;
}

/**
 * Takes the HTTP server's upgrades to COLLAB_PATH: checked before anything is upgraded (Origin exactly the
 * console's, else 403: cross-site WebSocket hijacking; a signed-in session cookie, else 401), then handed to
 * Hocuspocus with who the user is. Other upgrade paths are refused with 404.
 */
export function attachCollabUpgrade(server: Server, deps: CollabUpgradeDeps) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: deps.maxPayload });

  async function handle(request: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    // A client that goes away while the session is looked up must not become an unhandled 'error'.
    socket.on('error', () => socket.destroy());
    const pathname = new URL(request.url ?? '/', 'http://upgrade').pathname;
    if (pathname !== COLLAB_PATH) return refuse(socket, 404);
    if (request.headers.origin !== deps.consoleOrigin) return refuse(socket, 403);
    const cookies = fastifyCookie.parse(request.headers.cookie ?? '');
    let auth: AuthContext | null;
    try {
      auth = await deps.resolveSession(cookies[AUTH_COOKIE]);
    } catch (error) {
      deps.logger.error({ err: error }, 'collab upgrade: session lookup failed');
      return refuse(socket, 500);
    }
    if (!auth) return refuse(socket, 401);
    if (socket.destroyed) return;
    const context: CollabContext = { userId: auth.user.id, sessionId: auth.sessionId };
    wss.handleUpgrade(request, socket, head, (ws) => {
      // ws reports a message over maxPayload (and a broken frame) as an 'error' before closing with 1009/1002:
      // unheard, it would end the process. Hocuspocus listens to 'close' only.
      ws.on('error', (error) =>
        deps.logger.info({ err: error, userId: context.userId }, 'collab socket error'),
      );
      deps.onSocket(ws, request, context);
    });
  }

  const listener = (request: IncomingMessage, socket: Duplex, head: Buffer) =>
    void handle(request, socket, head);
  server.on('upgrade', listener);

  return {
    /** Stops taking upgrades and drops every open socket (their documents were stored before: see close()). */
    close(): void {
      server.off('upgrade', listener);
      for (const client of wss.clients) client.terminate();
      wss.close();
    },
  };
}
