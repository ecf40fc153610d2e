import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

// Compress fingerprinted assets once at build time, at the highest levels, so the server never spends
// request time on them (@fastify/static serves the .br or .gz beside each file).
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const assetsDir = path.resolve(
  import.meta.dirname ?? path.dirname(new URL(import.meta.url).pathname),
  '../build/client/assets',
);
const compressible = /\.(js|css|svg|json|txt|map)$/;

const files = (await readdir(assetsDir)).filter((name) => compressible.test(name));
let before = 0;
let after = 0;
await Promise.all(
  files.map(async (name) => {
    const file = path.join(assetsDir, name);
    const content = await readFile(file);
    const [br, gzipped] = await Promise.all([
      brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gz(content, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
    before += content.length;
    after += gzipped.length;
  }),
);
console.log(
  `precompressed ${files.length} assets: ${Math.round(before / 1024)} KB → ${Math.round(after / 1024)} KB gzip`,
);
