/**
 * npm run admin -- <email or phone>: makes an existing account a reviewer (role ADMIN).
 * Opens the database as the server does (DATABASE_URL, else PGlite in DATA_DIR/pg). With PGlite,
 * stop the server first: one embedded database cannot be opened by two processes at once.
 * The new role is in the user's next access token (at most 15 minutes, or sign in again);
 * the review API reads it from the database at once.
 */
import path from 'node:path';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/open';
import { promoteToAdmin } from '../src/server/modules/review/promote';

const who = process.argv[2]?.trim();
if (!who) {
  console.error('Usage: npm run admin -- <email or phone>');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir, 'pg') });
try {
  const user = await promoteToAdmin(database.db, who);
  console.log(`${user.email ?? user.phoneNumber} (${user.firstName} ${user.lastName}) is now a reviewer (ADMIN).`);
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}
