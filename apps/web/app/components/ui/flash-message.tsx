import { useEffect, useState } from 'react';
import type { Flash } from '~/lib/flash';
import { loadToast } from './toaster';

/**
 * What a form posted without JavaScript said (the root loader's flash, lib/flash.ts). The server's page
 * shows it as text, top right where toasts appear, fading after a while; once the page has hydrated it
 * becomes the toast a fetcher would have shown, and later flashes (a revalidation) are toasts only.
 */
export function FlashMessage({ flash }: { flash: Flash | null | undefined }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (!flash) return;
    // One id: a note shown twice (StrictMode, a repeated render) is still one toast.
    void loadToast().then((toast) => toast[flash.tone](flash.text, { id: 'flash' }));
  }, [flash]);
  if (!flash || hydrated) return null;
  return (
    <p
      role="status"
      className={`fixed top-4 right-4 z-[60] max-w-[min(350px,calc(100vw-2rem))] animate-flash-out rounded-lg border-l-4 bg-white px-4 py-3 text-sm font-medium text-stone-900 shadow-lg ring-1 ring-stone-200 ${flash.tone === 'error' ? 'border-red-600' : 'border-brand-600'}`}
    >
      {flash.text}
    </p>
  );
}
