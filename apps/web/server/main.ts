import module from 'node:module';
import path from 'node:path';
import { dataDirOf } from '@shop/api/data-dir';

// The production server's entry (ADR 0020): it sets up what must exist before the server's modules
// load, then loads them (serve.ts).

// An optional .env beside the repository root; real environment variables win.
try {
  process.loadEnvFile();
} catch {}

// From Node 22.1, V8's compiled code of every module the server loads can be kept on disk, so a restart
// does not compile them again: a seventh of a restart's time on Node 24 (docs/PERFORMANCE.md, Restart).
// Node 20 has no such cache. It lives in DATA_DIR, the one folder a locked-down service may write
// (deploy/ayur-shop.service); where it cannot be written, Node runs without it. NODE_COMPILE_CACHE
// moves it and NODE_DISABLE_COMPILE_CACHE=1 turns it off, as Node documents.
const { enableCompileCache } = module as { enableCompileCache?: (directory: string) => unknown };
enableCompileCache?.(path.join(dataDirOf(process.env), 'compile-cache'));

// Stack traces name the TypeScript files and lines (through the build's source maps). Turned on here
// rather than with --enable-source-maps: under that flag util.getCallSites maps its frames too, and
// pino calls it for every logger it creates, which parsed the 1.5 MB map of the server's largest chunk
// at each start (docs/PERFORMANCE.md, Restart). Every module loaded after this line is mapped, as under
// the flag; only this file and its two small imports are not.
// Node 22.14 and 23.7 name the switch module.setSourceMapsSupport; Node 20 has only the older one.
const { setSourceMapsSupport } = module as { setSourceMapsSupport?: (enabled: boolean) => void };
if (setSourceMapsSupport) setSourceMapsSupport(true);
else process.setSourceMapsEnabled(true);

await import('./serve.ts');
