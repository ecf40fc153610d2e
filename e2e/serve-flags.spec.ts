import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot, serveEnv, serveFlags } from '../scripts/shop-process.ts';

/**
 * The shop under test must run as production runs it: the same Node flags and C library setting in
 * all three launchers.
 */
describe('the production start command', () => {
  const command = `node ${serveFlags.join(' ')} apps/web/build/runtime/main.js`;
  const environment = Object.entries(serveEnv).map(([name, value]) => `${name}=${value}`);

  it('is the same in npm run serve, the systemd unit and the test and bench launcher', () => {
    const pkg = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
    expect(pkg.scripts.serve).toBe(`${environment.join(' ')} ${command}`);
    const unit = readFileSync(path.join(repoRoot, 'deploy', 'ayur-shop.service'), 'utf8');
    expect(unit).toContain(`ExecStart=/usr/bin/${command}`);
    for (const setting of environment) expect(unit).toContain(`Environment=${setting}`);
  });
});
