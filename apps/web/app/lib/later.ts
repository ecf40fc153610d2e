import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

// biome-ignore lint/suspicious/noExplicitAny: React's own bound for what lazy() may load
type AnyComponent = ComponentType<any>;

/**
 * A part of a page under its first screen, as the browser gets it: its module is fetched with import()
 * when hydration reaches the part, not preloaded with the first screen's scripts. The server renders
 * the part at once from a static import (`import.meta.env.SSR ? parts.Reviews : later(load, 'Reviews')`;
 * the constant drops the static import from the browser's bundle and the import() from the server's),
 * so the HTML is whole; until the code arrives React leaves that markup as it is, inside the part's
 * Suspense boundary, and hydrates it afterwards (docs/ARCHITECTURE.md, First screen). Its forms are
 * plain forms meanwhile.
 */
export function later<Name extends string, Module extends Record<Name, AnyComponent>>(
  load: () => Promise<Module>,
  name: Name,
): LazyExoticComponent<Module[Name]> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
