import { z } from 'zod';

// Zod compiles object parsers with `new Function` where eval is allowed, and finds out by trying once
// as the first schema is built. In the browser the shop's Content-Security-Policy allows no eval, so
// that try would only put a violation in the console: there, schemas are told to do without. Every
// schema module imports z from here, so this runs before any schema is built.
if ('document' in globalThis) z.config({ jitless: true });

export { z };
