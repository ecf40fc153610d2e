import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { systemClock } from '../lib/clock.ts';
import { AdminService } from '../modules/accounts/index.ts';

// `npm run admin -- create <email>` makes a new verified admin with a generated password (printed once);
// `npm run admin -- promote <email>` makes an existing account an admin. Same configuration and database
// as the server. With the embedded database (no DATABASE_URL), stop the server first: PGlite files must
// not be opened by two processes at once.
const usage = 'Usage: npm run admin -- create <email> | promote <email>';
const [command, email] = process.argv.slice(2);
if ((command !== 'create' && command !== 'promote') || !email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
  console.error(usage);
  process.exit(2);
}
try {
  process.loadEnvFile();
} catch {}

let exitCode = 0;
try {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    const admins = new AdminService(database.db, systemClock);
    const result = command === 'create' ? await admins.createAdmin(email) : await admins.promote(email);
    if (result.outcome === 'created') {
      console.log(`Admin account created: ${result.email}`);
      console.log(`Password: ${result.password}`);
      console.log('This password is shown only now. Sign in and change it (Profile, Security tab).');
    } else if (result.outcome === 'promoted') {
      console.log(`${result.email} is now an admin.`);
    } else {
      console.log(`${result.email} is already an admin.`);
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    exitCode = 1;
  } finally {
    await database.close();
  }
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  for (const line of error.lines) console.error(`Configuration error: ${line}`);
  exitCode = 1;
}
process.exit(exitCode);
