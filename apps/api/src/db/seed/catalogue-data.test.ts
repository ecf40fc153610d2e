import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDataFile } from '../../lib/data-file.ts';
import { CatalogueSchema } from './catalogue-data.ts';

const shipped = JSON.parse(readFileSync(path.join(import.meta.dirname, 'catalogue.json'), 'utf8'));

describe('the demo catalogue data file', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'shop-seed-data-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  /** Writes `catalogue` to a scratch file and reads it as the seed does. */
  async function read(catalogue: unknown) {
    const file = path.join(dir, `catalogue-${Math.random().toString(36).slice(2)}.json`);
    await writeFile(file, typeof catalogue === 'string' ? catalogue : JSON.stringify(catalogue));
    return () => readDataFile(file, CatalogueSchema);
  }

  it('reads as shipped', async () => {
    expect((await read(shipped))().products.length).toBe(shipped.products.length);
  });

  it('stops at a misspelt field and a shape it cannot draw, naming where', async () => {
    const broken = structuredClone(shipped);
    const { isFeatured, ...rest } = broken.products[2];
    broken.products[2] = { ...rest, isFeatued: isFeatured };
    broken.products[6].packshots.shape = 'bottel';
    const load = await read(broken);
    expect(load).toThrow(/catalogue-\w+\.json is not valid/);
    expect(load).toThrow(/Unrecognized key: "isFeatued"/);
    expect(load).toThrow(/products\[2\]\.isFeatured/);
    expect(load).toThrow(/products\[6\]\.packshots\.shape/);
  });

  it('stops at a category or tax class the file does not define, naming where', async () => {
    const broken = structuredClone(shipped);
    broken.products[4].categories = ['Immunty'];
    broken.products[5].tax = 'ayurvedik';
    const load = await read(broken);
    expect(load).toThrow(/unknown category "Immunty"[\s\S]*products\[4\]\.categories\[0\]/);
    expect(load).toThrow(/unknown tax class "ayurvedik"[\s\S]*products\[5\]\.tax/);
  });

  it('stops at a file that is not JSON, naming it', async () => {
    const load = await read('{ "categories": [ ');
    expect(load).toThrow(/catalogue-\w+\.json cannot be read/);
  });
});
