/**
 * A Fastify plugin carrying its function's name as its display name. Without one, Fastify names a
 * plugin by searching require.cache for the module that exports it, two or three times per
 * registration: a walk over every loaded package for each of the API's fifty route plugins, about
 * 11 ms of each start (docs/PERFORMANCE.md, Restart). The name it would find is the same one.
 */
export function named<Plugin extends (...args: never[]) => unknown>(plugin: Plugin): Plugin {
  return Object.assign(plugin, { [Symbol.for('fastify.display-name')]: plugin.name });
}
