import { defineProject } from 'vitest/config';

// Unit tests of the repository's own tools (the checks `npm run checks` runs).
export default defineProject({ test: { name: 'scripts', include: ['*.test.ts'] } });
