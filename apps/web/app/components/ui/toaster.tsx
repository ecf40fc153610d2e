import { lazy, Suspense, useEffect, useState } from 'react';

// react-hot-toast is only needed once someone acts, so it stays out of the first download.
const HotToaster = lazy(() => import('react-hot-toast').then((module) => ({ default: module.Toaster })));

/** `<Toaster position="top-right" />` (its defaults match docs/PRODUCT.md §9), mounted after hydration. */
export function AppToaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <HotToaster position="top-right" />
    </Suspense>
  );
}

/** Loads the toast function on demand: `(await loadToast()).success('Added to cart!')`. */
export async function loadToast() {
  return (await import('react-hot-toast')).toast;
}
