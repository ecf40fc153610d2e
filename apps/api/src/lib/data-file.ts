import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { z } from 'zod';

// Found through the package, not this file's place (like the migrations folder in db/client.ts), so
// the compiled server (one bundled file under apps/web/build/runtime) reads the same files as the
// TypeScript sources do.
const apiRoot = path.dirname(createRequire(import.meta.url).resolve('@shop/api/package.json'));

/**
 * Reads a JSON data file of the API package (`file` is a path from apps/api; an absolute path is read
 * as it is) and checks it against `schema`, so a typo stops the seed with the file's name and the
 * field's path instead of storing it.
 */
export function readDataFile<S extends z.ZodType>(file: string, schema: S): z.output<S> {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path.resolve(apiRoot, file), 'utf8'));
  } catch (error) {
    throw new Error(`The data file ${file} cannot be read: ${(error as Error).message}`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new Error(`The data file ${file} is not valid:\n${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}
