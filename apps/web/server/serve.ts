import {
  ConfigError,
  isFirstStartChild,
  loadConfig,
  needsFirstStart,
  prepareDatabase,
  runFirstStartInChild,
  stopWithParent,
} from '@shop/api';
import type { ServerBuild } from 'react-router';
import { buildShopServer, loadServerBuild, serverBuildFile } from './app.ts';
import { takeInheritedSocket } from './inherited-socket.ts';

/** A bad setting stops the process with one line naming the variable (README, Configuration). */
function stopOnConfigError(error: unknown): never {
  if (!(error instanceof ConfigError)) throw error;
  for (const line of error.lines) console.error(`Configuration error: ${line}`);
  process.exit(1);
}

let config: ReturnType<typeof loadConfig>;
let inheritedSocket: number | undefined;
try {
  config = loadConfig(process.env);
  inheritedSocket = takeInheritedSocket(process.env, process.pid);
} catch (error) {
  stopOnConfigError(error);
}

// Migrate and seed before the server is assembled, so a first start's image rendering never races
// Fastify's plugin time-out, and a broken database stops the process before it listens. A first start
// does that work in a child process that exits afterwards, so the serving process never carries its
// memory (docs/PERFORMANCE.md, Memory and start).
if (isFirstStartChild()) {
  stopWithParent();
  await (await prepareDatabase(config)).close();
  process.exit(0);
}
// Until the server listens, a timer keeps the event loop from running empty: whenever it has nothing
// left to wait for, Node waits for all of V8's background tasks, and on PGlite those include compiling
// PostgreSQL's WebAssembly with the optimising compiler, which held a restart for 0.2 to 0.5 s.
const starting = setInterval(() => {}, 1_000);
// The pages' build (React Router's server bundle, a fifth of a start's work) is imported once the shop
// listens: the API answers at once, and a page asked for in the meantime waits for it. A missing build
// still stops the start here.
serverBuildFile();
let loadPages: (build: Promise<ServerBuild>) => void = () => {};
const pages = new Promise<ServerBuild>((resolve) => {
  loadPages = resolve;
});
if (await needsFirstStart(config)) await runFirstStartInChild();
const database = await prepareDatabase(config);
const app = await buildShopServer({ config, database, build: pages }).catch(async (error: unknown) => {
  await database.close();
  return stopOnConfigError(error);
});

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, async () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await app.close();
    await database.close();
    process.exit(0);
  });
}
if (inheritedSocket === undefined) await app.listen({ host: config.HOST, port: config.PORT });
else {
  // A socket handed over by systemd (ADR 0039) wins over HOST and PORT. Node listens on the descriptor
  // alone; the empty host only keeps Fastify from binding a second server for 'localhost' (::1).
  const onSocket = { fd: inheritedSocket, host: '' };
  await app.listen(onSocket);
}
clearInterval(starting);
loadPages(loadServerBuild());
// A build that cannot be imported stops the process, as it did when it was imported before listening.
await pages;
