import { defineProject } from 'vitest/config';

// Unit tests of the web app's logic (forms, checkout, timers) with Testing Library in happy-dom.
// React Router's Vite plugin is not loaded: components run under createRoutesStub instead.
export default defineProject({
  resolve: { alias: { '~': new URL('./app', import.meta.url).pathname } },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
  },
});
