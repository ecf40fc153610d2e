import { defineConfig } from 'vitest/config';

// One runner for every suite; `npm test` runs them all, `--project NAME` runs one.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/api', 'apps/web', 'e2e', 'scripts'],
  },
});
