import http from 'node:http';
import { must } from './orders/index.ts';
import { type BenchContext, type Figure, type Scenario, withBudget } from './types.ts';

/**
 * Issue 26: the pincode check (GET /api/shipping/pincode/{pincode}) with 20,000 pincode rows uploaded,
 * answered from memory. Each request asks for another pincode (served ones and unserved ones), over one
 * kept-alive connection, one after another: the time a shopper's check takes on this machine, budget
 * p99 <= 5 ms. Then the same with `connections` callers at once, for information. The table the shop
 * had is put back afterwards (the order scenarios ship to 560001).
 */
const ROWS = 20_000;
const SEQUENTIAL = 5_000;
const LOADED_MS = 5_000;

function pincodeTable(): string {
  const lines = ['pincode,cod,days'];
  // Every 40th pincode from 110001: 20,000 rows spread over India's range.
  for (let index = 0; index < ROWS; index++) {
    lines.push(`${110_001 + index * 40},${index % 4 ? 'yes' : 'no'},${2 + (index % 6)}`);
  }
  return `${lines.join('\n')}\n`;
}

/** A pincode to ask about: every other one is in the table, the rest are not served. */
const asked = (index: number) => String(110_001 + ((index * 7_919) % ROWS) * 40 + (index % 2 ? 0 : 1));

function get(agent: http.Agent, url: URL): Promise<{ status: number; ms: number }> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const request = http.get(url, { agent, headers: { accept: 'application/json' } }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - start }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

async function run(context: BenchContext): Promise<Figure[]> {
  if (!context.admin)
    throw new Error('the pincode scenario needs the admin (BENCH_ADMIN_EMAIL, BENCH_ADMIN_PASSWORD)');
  const agent = new http.Agent({ keepAlive: true, maxSockets: Math.max(1, context.connections) });
  const { token } = await must(context, agent, 'POST', '/api/auth/login', context.admin);
  const before = String(
    await must(context, agent, 'GET', '/api/admin/shipping/pincodes.csv', undefined, token),
  );
  const started = performance.now();
  await must(context, agent, 'POST', '/api/admin/shipping/pincodes', pincodeTable(), token);
  const importMs = performance.now() - started;
  context.log(`pincode check: ${ROWS} rows imported in ${Math.round(importMs)} ms`);
  try {
    const url = (index: number) => new URL(`/api/shipping/pincode/${asked(index)}`, context.shopUrl);
    // Warm: the first check loads the table into memory.
    for (let index = 0; index < 500; index++) await get(agent, url(index));
    const times: number[] = [];
    for (let index = 0; index < SEQUENTIAL; index++) {
      const { status, ms } = await get(agent, url(index));
      if (status !== 200) throw new Error(`GET ${url(index).pathname} answered ${status}`);
      times.push(ms);
    }
    times.sort((a, b) => a - b);
    const loaded: number[] = [];
    const until = performance.now() + LOADED_MS;
    let next = 0;
    await Promise.all(
      Array.from({ length: context.connections }, async () => {
        while (performance.now() < until) loaded.push((await get(agent, url(next++))).ms);
      }),
    );
    loaded.sort((a, b) => a - b);
    const subject = `GET /api/shipping/pincode/{pincode}, ${ROWS.toLocaleString('en-IN')} rows`;
    context.log(
      `${subject}: one at a time p50 ${percentile(times, 0.5).toFixed(2)} ms, p99 ${percentile(times, 0.99).toFixed(2)} ms; ` +
        `${context.connections} at once ${Math.round(loaded.length / (LOADED_MS / 1000))} req/s, p99 ${percentile(loaded, 0.99).toFixed(2)} ms`,
    );
    return [
      {
        subject,
        metric: 'import of the CSV',
        value: Math.round(importMs),
        unit: 'ms',
        target: context.target,
      },
      {
        subject,
        metric: 'p50 latency, one at a time',
        value: percentile(times, 0.5),
        unit: 'ms',
        target: context.target,
      },
      withBudget(
        {
          subject,
          metric: 'p99 latency, one at a time',
          value: percentile(times, 0.99),
          unit: 'ms',
          target: context.target,
        },
        '<=',
        5,
      ),
      {
        subject,
        metric: `p99 latency, ${context.connections} at once`,
        value: percentile(loaded, 0.99),
        unit: 'ms',
        target: context.target,
      },
    ];
  } finally {
    await must(context, agent, 'POST', '/api/admin/shipping/pincodes', before, token);
    agent.destroy();
  }
}

export const pincodeScenario: Scenario = { name: 'pincode check: 20,000 rows', run };
