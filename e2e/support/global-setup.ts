import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { requireChromium } from '../../scripts/find-chromium.ts';
import { type RunningShop, startShop } from '../../scripts/shop-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the shop under test listens, e.g. http://127.0.0.1:41234 (no trailing slash). */
    baseURL: string;
    /** The shop's DATA_DIR (its e-mails land in DATA_DIR/outbox); '' when unknown (E2E_BASE_URL without E2E_DATA_DIR). */
    dataDir: string;
    /** The first admin's e-mail and password (set here, or E2E_ADMIN_EMAIL and E2E_ADMIN_PASSWORD). */
    adminEmail: string;
    adminPassword: string;
  }
}

/**
 * Starts the BUILT shop once for the whole e2e run, on a free loopback port with a fresh DATA_DIR
 * (so the demo catalogue is seeded exactly as a new user gets it), and stops it afterwards.
 * E2E_BASE_URL=http://... skips the start and tests a shop that is already running (E2E_DATA_DIR
 * then names its DATA_DIR, for tests that read the e-mail outbox).
 */
export default async function setup(project: TestProject) {
  requireChromium();
  const given = process.env.E2E_BASE_URL;
  if (given) {
    project.provide('baseURL', given.replace(/\/+$/, ''));
    project.provide('dataDir', process.env.E2E_DATA_DIR ?? '');
    project.provide('adminEmail', process.env.E2E_ADMIN_EMAIL ?? '');
    project.provide('adminPassword', process.env.E2E_ADMIN_PASSWORD ?? '');
    return;
  }
  const started = Date.now();
  // The admin console's journey signs in as the first admin, so this run chooses its password.
  const adminEmail = 'owner@e2e.example';
  const adminPassword = `e2e-${randomBytes(12).toString('hex')}`;
  const shop: RunningShop = await startShop({
    // The suite signs up dozens of shoppers and signs the admin in from one address within an hour.
    env: {
      RATE_LIMIT_MAX: '100000',
      AUTH_LIMITS_SCALE: '20',
      ADMIN_EMAIL: adminEmail,
      ADMIN_PASSWORD: adminPassword,
    },
    startTimeoutMs: Number(process.env.E2E_START_TIMEOUT_MS ?? 240_000),
    echo: '[shop] ',
  });
  console.log(
    `[e2e] shop up at ${shop.url} in ${((Date.now() - started) / 1000).toFixed(1)} s (DATA_DIR ${shop.dataDir})`,
  );
  project.provide('baseURL', shop.url);
  project.provide('dataDir', shop.dataDir);
  project.provide('adminEmail', adminEmail);
  project.provide('adminPassword', adminPassword);
  return async () => {
    await shop.stop();
  };
}
