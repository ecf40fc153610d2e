export {
  apiPlugin,
  documentSecurityHeaders,
  prepareDatabase,
  registerSecurityHeaders,
  serverOptions,
} from './app.ts';
export { type Config, ConfigError, loadConfig, onlinePaymentMode } from './config.ts';
export { type Database, openDatabase } from './db/client.ts';
export {
  isFirstStartChild,
  needsFirstStart,
  runFirstStartInChild,
  stopWithParent,
} from './db/first-start.ts';
export { named } from './lib/plugin-name.ts';
export { createUploadStore, uploadsRoutes } from './modules/media/index.ts';
export { compressionPlugin } from './plugins/compression.ts';
