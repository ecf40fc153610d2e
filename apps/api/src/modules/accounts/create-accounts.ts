import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { MailService } from '../mail/index.ts';
import { AccountService } from './account.service.ts';
import { AdminService } from './admin.service.ts';
import { AuthService } from './auth.service.ts';
import { CodeService } from './one-time-codes.ts';
import { SessionService } from './sessions.ts';

export interface Accounts {
  sessions: SessionService;
  auth: AuthService;
  account: AccountService;
  admins: AdminService;
}

/** The accounts module's services, wired once per API instance. */
export function createAccounts(options: {
  db: Db;
  config: Config;
  clock: Clock;
  mail: MailService;
}): Accounts {
  const { db, clock } = options;
  const sessions = new SessionService(db, clock);
  const codes = new CodeService(db, clock);
  const deps = { ...options, sessions, codes };
  return {
    sessions,
    auth: new AuthService(deps),
    account: new AccountService(deps),
    admins: new AdminService(db, clock),
  };
}
