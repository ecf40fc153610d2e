import type { Database } from '../client.ts';
import { categories } from '../schema/catalog.ts';

/** Whether the catalogue has any category: the demo data fills only a catalogue that has none. */
export async function hasCategories(database: Database): Promise<boolean> {
  const rows = await database.db.select({ id: categories.id }).from(categories).limit(1);
  return rows.length > 0;
}
