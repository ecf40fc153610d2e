import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { CartService } from '../cart/index.ts';
import type { Accounts } from './create-accounts.ts';

/** What the composition root (app.ts) hands the /auth routes; signing in also counts the cart. */
export interface AccountsRoutesContext {
  config: Config;
  database: Database;
  accounts: Accounts;
  cart: CartService;
}
