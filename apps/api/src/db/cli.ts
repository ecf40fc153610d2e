import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';
import { resetDatabase, seedDemoCatalogue } from './seed/seed.ts';

// `npm run db:seed` seeds an empty catalogue; `npm run db:reset` empties it first. Uses the server's configuration.
const command = process.argv[2];
if (command !== 'seed' && command !== 'reset') {
  console.error('Usage: db/cli.ts seed|reset');
  process.exit(2);
}
try {
  process.loadEnvFile();
} catch {}
try {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  if (command === 'reset') await resetDatabase(database);
  const result = await seedDemoCatalogue(database, config);
  console.log(
    result.seeded
      ? `Seeded ${result.categories} categories and ${result.products} products.`
      : 'The catalogue already has data; nothing seeded (use npm run db:reset to start over).',
  );
  await database.close();
} catch (error) {
  if (error instanceof ConfigError) {
    for (const line of error.lines) console.error(`Configuration error: ${line}`);
    process.exit(1);
  }
  throw error;
}
