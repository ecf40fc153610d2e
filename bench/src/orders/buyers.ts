import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import type { BenchContext } from '../types.ts';
import { outboxFiles } from './outbox.ts';
import { type Buyer, must } from './shop-api.ts';

/**
 * Buyers: real accounts made by the real sign-up flow (the OTP is read from the shop's outbox,
 * DATA_DIR/outbox), signed up once per running shop and shared by the scenarios. The sign-up routes
 * have per-IP limits (30 codes an hour per address, accounts.limits.ts); the whole of 127.0.0.0/8 is
 * loopback on Linux, so buyers are spread over several source addresses, 25 per address, as real
 * shoppers come from different addresses.
 */

/**
 * The stampede's shoppers are the pool's first 200; the payment replay's buyer is the next one and
 * the stampede's drainer the one after, so both scenarios share one crowd of 202.
 */
export const STAMPEDE_BUYERS = 200;
export const CROWD = STAMPEDE_BUYERS + 2;
const BUYERS_PER_ADDRESS = 25;
const PASSWORD = 'Bench-Tulsi-2026';

interface Pool {
  buyers: Buyer[];
  agents: http.Agent[];
  seen: Map<string, { to: string; code: string }>;
  run: string;
}
const pools = new Map<string, Pool>();

function poolOf(context: BenchContext): Pool {
  let pool = pools.get(context.shopUrl);
  if (!pool) {
    pool = { buyers: [], agents: [], seen: new Map(), run: Date.now().toString(36) };
    pools.set(context.shopUrl, pool);
  }
  return pool;
}

/** The agent (kept-alive connections from one loopback source address) for the n-th buyer. */
function agentFor(pool: Pool, index: number): http.Agent {
  const slot = Math.floor(index / BUYERS_PER_ADDRESS);
  while (pool.agents.length <= slot) {
    pool.agents.push(
      new http.Agent({
        keepAlive: true,
        localAddress: `127.0.0.${10 + pool.agents.length}`,
        maxSockets: 256,
      }),
    );
  }
  return pool.agents[slot]!;
}

/** Newest sign-up codes in the outbox, by recipient (each .eml file is read once). */
async function outboxCodes(pool: Pool, outbox: string): Promise<Map<string, string>> {
  for (const name of await outboxFiles(outbox)) {
    if (pool.seen.has(name)) continue;
    // Quoted-printable soft line breaks ("=\n") could split the code.
    const text = (await readFile(path.join(outbox, name), 'utf8')).replace(/=\r?\n/g, '');
    const headers = text.slice(0, text.indexOf('\n\n'));
    const to = /^To: .*?([^\s<>]+@[^\s<>]+)/im.exec(headers)?.[1]?.toLowerCase() ?? '';
    const code = /verification code/i.test(headers) ? (/Your code: (\d{6})/.exec(text)?.[1] ?? '') : '';
    pool.seen.set(name, { to, code });
  }
  const codes = new Map<string, string>();
  // Names start with the ISO time: in name order, later files overwrite earlier ones.
  for (const name of [...pool.seen.keys()].sort()) {
    const entry = pool.seen.get(name)!;
    if (entry.code) codes.set(entry.to, entry.code);
  }
  return codes;
}

/** At least `count` signed-in buyers, signed up through the API in parallel batches. */
export async function buyers(context: BenchContext, count: number): Promise<Buyer[]> {
  const pool = poolOf(context);
  if (pool.buyers.length >= count) return pool.buyers.slice(0, count);
  if (!context.dataDir) {
    throw new Error(
      'the shop’s DATA_DIR is unknown (set BENCH_DATA_DIR with BENCH_SHOP_URL): no OTPs to read',
    );
  }
  const outbox = path.join(context.dataDir, 'outbox');
  const started = performance.now();
  const first = pool.buyers.length;
  const batch = 20;
  for (let start = first; start < count; start += batch) {
    const indexes = Array.from({ length: Math.min(batch, count - start) }, (_, i) => start + i);
    const pending = await Promise.all(
      indexes.map(async (index) => {
        const email = `bench.${pool.run}.${index}@example.com`;
        const agent = agentFor(pool, index);
        await must(context, agent, 'POST', '/api/auth/generate-signup-otp', {
          firstName: 'Bench',
          lastName: 'Buyer',
          userName: `bench_${pool.run}_${index}`,
          email,
          phone: `9${String(100_000_000 + index).padStart(9, '0')}`,
          password: PASSWORD,
        });
        return { email, agent };
      }),
    );
    // The mail worker writes the codes within about half a second; wait at most 30 s for a batch.
    const deadline = Date.now() + 30_000;
    let codes = await outboxCodes(pool, outbox);
    while (pending.some((p) => !codes.has(p.email)) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 150));
      codes = await outboxCodes(pool, outbox);
    }
    const made = await Promise.all(
      pending.map(async ({ email, agent }) => {
        const otp = codes.get(email);
        if (!otp) throw new Error(`no sign-up code for ${email} in ${outbox} within 30 s`);
        const { token } = await must(context, agent, 'POST', '/api/auth/verify-signup-otp', { email, otp });
        return { email, token, agent };
      }),
    );
    pool.buyers.push(...made);
  }
  context.log(
    `signed up ${count - first} buyers through the API in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return pool.buyers.slice(0, count);
}

/** Closes the kept-alive connections of a shop's buyers (the shop is about to stop). */
export function forgetBuyers(shopUrl: string): void {
  const pool = pools.get(shopUrl);
  if (!pool) return;
  for (const agent of pool.agents) agent.destroy();
  pools.delete(shopUrl);
}
