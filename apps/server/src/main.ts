import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

const config = loadConfig();
const tessera = await buildApp({ config });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  tessera.app.log.info({ signal }, 'shutting down');
  await tessera.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await tessera.app.listen({ port: config.port, host: config.host });
tessera.app.log.info(
  `Tessera is running at http://localhost:${config.port} (database: ${tessera.database.driver}, data: ${config.dataDir})`,
);
