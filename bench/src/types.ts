/** One measured number of a run, with its budget when the project has set one. */
export interface Figure {
  /** What was measured, e.g. "GET /api/product/getAllProducts". */
  subject: string;
  /** Which number, e.g. "req/s", "p50 latency", "TTFB p50". */
  metric: string;
  value: number;
  unit: string;
  /** The database the shop ran on ("PGlite" or "PostgreSQL"), if it matters for this figure. */
  target?: string;
  budget?: { op: '>=' | '<='; value: number; unit: string };
  pass?: boolean;
  note?: string;
}

/** A running shop to measure, plus the ceiling every throughput is compared with. */
export interface BenchContext {
  shopUrl: string;
  target: string;
  /** Requests/s of the trivial Node server (this machine's ceiling at the same concurrency). */
  ceilingRps: number;
  /** A product id from the catalogue, for the product endpoint and page. */
  productId: string;
  /** The shop's DATA_DIR (its e-mail outbox is DATA_DIR/outbox), when known. */
  dataDir?: string;
  durationSec: number;
  connections: number;
  /** The shop's process id when the bench started it (memory and CPU are read from /proc). */
  pid?: number;
  /** The first admin's sign-in when known (the chat scenario's team side). */
  admin?: { email: string; password: string };
  log(line: string): void;
}

/** A named group of measurements; new ones (orders/s, stock stampede, ...) are added to the list in run.ts. */
export interface Scenario {
  name: string;
  /** Measured once, on the first target only (e.g. page weight does not depend on the database). */
  databaseIndependent?: boolean;
  run(context: BenchContext): Promise<Figure[]>;
}

export function withBudget(figure: Figure, op: '>=' | '<=', value: number, unit = figure.unit): Figure {
  const pass = op === '>=' ? figure.value >= value : figure.value <= value;
  return { ...figure, budget: { op, value, unit }, pass };
}
