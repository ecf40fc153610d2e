import path from 'node:path';

/** DATA_DIR when the environment leaves it unset or empty (README, Configuration). */
export const DEFAULT_DATA_DIR = './data';

/**
 * The data folder an environment names, resolved as loadConfig resolves it. Its own module, free of
 * the API's other imports, so the server's launcher can find the folder before it loads anything else.
 */
export function dataDirOf(env: NodeJS.ProcessEnv): string {
  return path.resolve(env.DATA_DIR || DEFAULT_DATA_DIR);
}
