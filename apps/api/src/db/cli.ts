import path from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { assertPgliteClosed, BackupError, createBackup, migrateRestored, restoreBackup } from './backup.ts';
import { openDatabase } from './client.ts';
import { resetDatabase, seedDemoCatalogue } from './seed/seed.ts';

// `npm run db:seed` seeds an empty catalogue; `npm run db:reset` empties it first; `npm run db:backup [FILE]`
// and `npm run db:restore FILE` save and bring back the database with the uploads. Uses the server's configuration.
const [command, fileArgument] = process.argv.slice(2);
const usage = 'Usage: db/cli.ts seed | reset | backup [FILE] | restore FILE';
if (
  !['seed', 'reset', 'backup', 'restore'].includes(command ?? '') ||
  (command === 'restore' && !fileArgument)
) {
  console.error(usage);
  process.exit(2);
}
try {
  process.loadEnvFile();
} catch {}
try {
  const config = loadConfig();
  if ((command === 'backup' || command === 'restore') && !config.DATABASE_URL)
    assertPgliteClosed(config.dataDir);
  if (command === 'restore') {
    const file = path.resolve(fileArgument!);
    const target = { databaseUrl: config.DATABASE_URL, dataDir: config.dataDir };
    const manifest = await restoreBackup({ file, ...target, uploadsDir: config.uploadsDir });
    await migrateRestored(target);
    console.log(
      `Restored the ${manifest.database} database and ${manifest.uploads} uploaded files from ${manifest.createdAt}.`,
    );
  } else {
    const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
    if (command === 'backup') {
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.resolve(fileArgument ?? path.join(config.dataDir, `backup-${stamp}.tar.gz`));
      const manifest = await createBackup({ database, uploadsDir: config.uploadsDir, file });
      console.log(
        `Backed up the ${manifest.database} database and ${manifest.uploads} uploaded files to ${file}`,
      );
    } else {
      if (command === 'reset') await resetDatabase(database);
      const result = await seedDemoCatalogue(database, config);
      console.log(
        result.seeded
          ? `Seeded ${result.categories} categories and ${result.products} products.`
          : 'The catalogue already has data; nothing seeded (use npm run db:reset to start over).',
      );
    }
    await database.close();
  }
} catch (error) {
  if (error instanceof ConfigError) {
    for (const line of error.lines) console.error(`Configuration error: ${line}`);
    process.exit(1);
  }
  if (error instanceof BackupError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
