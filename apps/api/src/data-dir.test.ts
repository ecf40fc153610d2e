import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { dataDirOf } from './data-dir.ts';

// The server's launcher finds DATA_DIR before the configuration is loaded (apps/web/server/main.ts):
// both must name the same folder.
describe('dataDirOf', () => {
  it.each([
    ['unset', undefined, path.resolve('data')],
    ['empty', '', path.resolve('data')],
    ['relative', 'shop-data/../var', path.resolve('var')],
    ['absolute', '/srv/ayur-shop/data', '/srv/ayur-shop/data'],
  ])('resolves a DATA_DIR that is %s as the configuration does', (_, value, expected) => {
    const env = { NODE_ENV: 'test', DATA_DIR: value };
    expect(dataDirOf(env)).toBe(expected);
    expect(loadConfig(env).dataDir).toBe(expected);
  });
});
