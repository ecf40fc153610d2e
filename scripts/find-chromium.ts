import { accessSync, constants } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Where a Chromium may live: $CHROMIUM_PATH first, then Debian's package, then other common names. */
const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/lib/chromium/chromium',
  '/usr/bin/google-chrome-stable',
  '/usr/bin/google-chrome',
];

/**
 * Flags every launch needs on a shared CI box: no sandbox (containers run as root), no GPU,
 * no background traffic to Google, and /tmp instead of a small /dev/shm.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-dev-shm-usage',
];

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The Chromium to drive, or undefined. A set but missing $CHROMIUM_PATH is an error, not a fallback. */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const wanted = env.CHROMIUM_PATH;
  if (wanted) {
    if (!isExecutable(wanted)) throw new Error(`CHROMIUM_PATH=${wanted} is not an executable file`);
    return wanted;
  }
  return CANDIDATES.find(isExecutable);
}

/** Same, but with a message that says how to get one. */
export function requireChromium(env: NodeJS.ProcessEnv = process.env): string {
  const found = findChromium(env);
  if (!found) {
    throw new Error(
      "No Chromium found. Install Debian's package (sudo apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium or Chrome binary.",
    );
  }
  return found;
}

// `node --import tsx scripts/find-chromium.ts` prints the path, or exits 1 with the reason.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    console.log(requireChromium());
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
