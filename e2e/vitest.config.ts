import { defineProject } from 'vitest/config';

// Browser journeys against the built shop, started once per run by the global set-up.
export default defineProject({
  test: {
    name: 'e2e',
    include: ['**/*.spec.ts'],
    globalSetup: ['./support/global-setup.ts'],
    // One Chromium and one shop on a 2-core machine: files run one after another.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // expect.poll waits as long as Playwright's own waits (15 s, e2e/support/browser.ts); its 1 s
    // default was shorter than a page's reload on a loaded 2-core machine.
    expect: { poll: { timeout: 15_000 } },
  },
});
