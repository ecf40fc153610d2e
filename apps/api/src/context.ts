import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Clock } from './lib/clock.ts';
import type { CatalogService } from './modules/catalog/catalog.service.ts';

/** What every module is given: explicit dependencies instead of globals. */
export interface ApiContext {
  config: Config;
  database: Database;
  clock: Clock;
  catalog: CatalogService;
}
