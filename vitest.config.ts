import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner for every suite; `npm test` runs them all, `--project NAME` runs one.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/api', 'apps/web', 'e2e', 'scripts'],
    // Vitest's default is one worker fewer than the cores: a single worker on the 2-core CI machine,
    // where the API's suites are mostly PGlite's CPU and a core sat idle. Two workers took the unit
    // suites there from about 790 to 600 s. The browser journeys stay one file at a time
    // (e2e/vitest.config.ts).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
