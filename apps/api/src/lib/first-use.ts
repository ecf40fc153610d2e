/**
 * Imports a package the first time something needs it instead of when the server starts: image
 * processing, PDFs, mail and the blog's HTML sanitiser serve few requests, and loading them made every
 * restart slower (docs/PERFORMANCE.md, Memory and start). The import runs once; one that failed is
 * tried again at the next use.
 */
export function onFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
