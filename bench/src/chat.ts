import { readFile } from 'node:fs/promises';
import http from 'node:http';
import { type Buyer, buyers, must } from './orders/index.ts';
import { type BenchContext, type Figure, type Scenario, withBudget } from './types.ts';

/**
 * Issue 14, point 6: the live chat with many connected clients on one node.
 *
 * - 100 customers (signed up through the API) each hold 10 event streams open (tabs, phones): 1,000
 *   Server-Sent Events connections, plus one team stream (the first admin).
 * - Memory: the shop's resident memory (/proc) before the streams open and with all of them open and
 *   used. CPU: the shop's CPU time while the 1,000 streams sit idle (heartbeats only).
 * - Delivery: each customer sends one message, 10 a second (time from sending until it reaches the
 *   team's stream), then the team answers the first TEAM_ANSWERS of them at the same rate (time until
 *   it reaches every one of that customer's 10 streams). The time includes the POST: storing comes
 *   before delivering.
 */
const CLIENTS = Number(process.env.BENCH_CHAT_CLIENTS ?? 1000);
const STREAMS_PER_CUSTOMER = 10;
const IDLE_MS = Number(process.env.BENCH_CHAT_IDLE_SEC ?? 30) * 1000;
/** Messages are sent at a steady rate (a busy shop's chat, not a flood), each measured on its own. */
const MESSAGES_PER_SECOND = Number(process.env.BENCH_CHAT_RATE ?? 10);
/**
 * One team account may send 60 replies a minute (chatAccountLimits.teamReplies, more than a person
 * types): the team answers 50 customers, so the measurement stays within it and the limit stays on.
 */
const TEAM_ANSWERS = 50;

interface Stream {
  request: http.ClientRequest;
  heartbeats: number;
}

type Waiters = Map<string, (at: number) => void>;

/** Opens one stream; each message event's text wakes its waiter in `waiters`. */
function openStream(context: BenchContext, path: string, token: string, waiters: Waiters): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const stream: Stream = { request: undefined as never, heartbeats: 0 };
    const request = http.get(
      new URL(path, context.shopUrl),
      { agent: false, headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' } },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`${path} answered ${response.statusCode}`));
          return;
        }
        let buffer = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          const at = performance.now();
          buffer += chunk;
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (block.startsWith(': heartbeat')) stream.heartbeats += 1;
            else if (block.includes('event: ready')) resolve(stream);
            else if (block.includes('event: message')) {
              const data = block.slice(block.indexOf('data: ') + 6);
              const text = (JSON.parse(data) as { message: { text: string } }).message.text;
              waiters.get(`${text}|${streamKey(stream)}`)?.(at);
              waiters.get(text)?.(at);
            }
            end = buffer.indexOf('\n\n');
          }
        });
        response.on('error', () => {});
      },
    );
    stream.request = request;
    request.on('error', reject);
  });
}

const keys = new WeakMap<Stream, string>();
const streamKey = (stream: Stream) => keys.get(stream) ?? '';

/** Resident memory of a process in MB, from /proc (Linux). */
async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024;
}

/** User + system CPU time of a process in seconds, from /proc (Linux, 100 ticks a second). */
async function cpuSeconds(pid: number): Promise<number> {
  const stat = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
  return (Number(stat[11]) + Number(stat[12])) / 100;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};
const round1 = (n: number) => Math.round(n * 10) / 10;

/** Runs `work` over `items` with at most `limit` at once. */
async function inParallel<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

/** Starts `work` for each item at MESSAGES_PER_SECOND, without waiting for earlier ones to finish. */
async function paced<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  const running: Promise<void>[] = [];
  for (const item of items) {
    running.push(work(item));
    await new Promise((resolve) => setTimeout(resolve, 1000 / MESSAGES_PER_SECOND));
  }
  await Promise.all(running);
}

async function run(context: BenchContext): Promise<Figure[]> {
  if (!context.admin)
    throw new Error('the chat scenario needs the admin (BENCH_ADMIN_EMAIL, BENCH_ADMIN_PASSWORD)');
  const customerCount = Math.ceil(CLIENTS / STREAMS_PER_CUSTOMER);
  const customers: Buyer[] = await buyers(context, customerCount);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const { token: teamToken } = await must(context, agent, 'POST', '/api/auth/login', context.admin);
  const pid = context.pid;
  const rssBefore = pid ? await rssMb(pid) : Number.NaN;

  const waiters: Waiters = new Map();
  const team = await openStream(context, '/api/admin/chat/stream', teamToken, waiters);
  const streams: Stream[][] = [];
  const opened = performance.now();
  await inParallel(customers, 10, async (customer) => {
    const own: Stream[] = [];
    for (let tab = 0; tab < STREAMS_PER_CUSTOMER; tab += 1) {
      const stream = await openStream(context, '/api/chat/stream', customer.token, waiters);
      keys.set(stream, `${customer.email}#${tab}`);
      own.push(stream);
    }
    streams.push(own);
  });
  const connections = streams.flat().length + 1;
  context.log(`${connections} streams open in ${((performance.now() - opened) / 1000).toFixed(1)} s`);

  // Idle: every stream open, nothing said. Only heartbeats should cost anything.
  const cpuStart = pid ? await cpuSeconds(pid) : Number.NaN;
  await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
  const cpuIdle = pid ? ((await cpuSeconds(pid)) - cpuStart) / (IDLE_MS / 1000) : Number.NaN;
  const heartbeats = team.heartbeats;

  // Customer → team: one message per customer, time until the team's stream has it.
  const toTeam: number[] = [];
  const conversationOf = new Map<string, string>();
  const run = Date.now().toString(36);
  await paced(customers, async (customer) => {
    const text = `bench ${run} from ${customer.email}`;
    const arrived = new Promise<number>((resolve) => waiters.set(text, resolve));
    const started = performance.now();
    await must(context, customer.agent, 'POST', '/api/chat/messages', { text }, customer.token);
    toTeam.push((await arrived) - started);
    waiters.delete(text);
  });
  const { conversations } = await must(
    context,
    agent,
    'GET',
    '/api/admin/chat/conversations',
    undefined,
    teamToken,
  );
  for (const conversation of conversations as { id: string; customer: { email: string } }[]) {
    conversationOf.set(conversation.customer.email, conversation.id);
  }

  // Team → customer: one answer per conversation, time until each of the customer's 10 streams has it.
  const toCustomer: number[] = [];
  await paced(customers.slice(0, TEAM_ANSWERS), async (customer) => {
    const text = `bench ${run} answer to ${customer.email}`;
    const arrivals = Array.from({ length: STREAMS_PER_CUSTOMER }, (_, tab) => {
      const key = `${text}|${customer.email}#${tab}`;
      return new Promise<number>((resolve) => waiters.set(key, resolve));
    });
    const started = performance.now();
    const id = conversationOf.get(customer.email);
    await must(context, agent, 'POST', `/api/admin/chat/conversations/${id}/messages`, { text }, teamToken);
    for (const at of await Promise.all(arrivals)) toCustomer.push(at - started);
  });
  const rssAfter = pid ? await rssMb(pid) : Number.NaN;

  for (const stream of [team, ...streams.flat()]) stream.request.destroy();
  agent.destroy();

  const figures: Figure[] = [
    withBudget(
      {
        subject: `chat: ${connections} streams`,
        metric: 'delivery customer → team p99',
        value: round1(percentile(toTeam, 99)),
        unit: 'ms',
        target: context.target,
        note: `p50 ${round1(percentile(toTeam, 50))} ms, ${toTeam.length} messages`,
      },
      '<=',
      200,
    ),
    withBudget(
      {
        subject: `chat: ${connections} streams`,
        metric: 'delivery team → customer p99',
        value: round1(percentile(toCustomer, 99)),
        unit: 'ms',
        target: context.target,
        note: `p50 ${round1(percentile(toCustomer, 50))} ms, ${toCustomer.length} deliveries (10 streams each)`,
      },
      '<=',
      200,
    ),
  ];
  if (pid) {
    figures.push(
      withBudget(
        {
          subject: `chat: ${connections} streams`,
          metric: 'memory growth (RSS)',
          value: round1(rssAfter - rssBefore),
          unit: 'MB',
          target: context.target,
          note: `${round1(rssBefore)} → ${round1(rssAfter)} MB`,
        },
        '<=',
        100,
      ),
      withBudget(
        {
          subject: `chat: ${connections} streams`,
          metric: 'CPU while idle',
          value: round1(cpuIdle * 100),
          unit: '% of a core',
          target: context.target,
          note: `${IDLE_MS / 1000} s idle, ${heartbeats} heartbeat(s) on the team stream (every 25 s)`,
        },
        '<=',
        5,
      ),
    );
  }
  return figures;
}

export const chatScenario: Scenario = { name: 'chat: 1,000 connected clients', run };
