import { cleanup } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { afterEach } from 'vitest';

// Testing Library unmounts what a test rendered (without Vitest globals it must be told when), and
// react-hot-toast's store outlives a render, so each test starts without the last one's toasts.
afterEach(() => {
  cleanup();
  toast.remove();
});
