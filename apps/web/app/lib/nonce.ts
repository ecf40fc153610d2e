import { createContext, useContext } from 'react';

/**
 * This response's Content-Security-Policy nonce, given by entry.server.tsx. In the browser it is '':
 * browsers hide a nonce from the DOM once the page has loaded, and scripts added later need none.
 */
export const NonceContext = createContext('');

export function useNonce(): string {
  return useContext(NonceContext);
}
