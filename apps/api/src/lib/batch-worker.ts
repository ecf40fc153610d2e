import type { FastifyBaseLogger } from 'fastify';

export interface BatchWorkerOptions {
  /** Names the worker in the log line of a failed pass. */
  name: string;
  /** Claims and handles one batch of due rows; answers how many it claimed (0 ends the run). */
  pass: () => Promise<number>;
  log: FastifyBaseLogger;
  intervalMs: number;
}

/**
 * The loop behind the outbox-style workers (mail, refunds): a timer that never keeps the process
 * alive, one run at a time on this node (a kick during a run asks for one more), batches until none is
 * due, and a stop that waits for the run in progress. Claiming rows safely across nodes is the pass's
 * job (FOR UPDATE SKIP LOCKED plus a claim that runs out; docs/ARCHITECTURE.md, Mail outbox).
 */
export class BatchWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(private readonly options: BatchWorkerOptions) {}

  start(): void {
    if (this.timer || this.stopped) return;
    this.timer = setInterval(() => this.kick(), this.options.intervalMs);
    this.timer.unref();
  }

  /** Asks for a run soon (after a write that made work due has committed). */
  kick(): void {
    this.run().catch((error: unknown) =>
      this.options.log.error({ err: error }, `${this.options.name} pass failed`),
    );
  }

  /** Works through everything due now; tests await it instead of sleeping. */
  flush(): Promise<void> {
    return this.run();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => {});
  }

  private run(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          while (!this.stopped && (await this.options.pass()) > 0) {}
        } while (this.again && !this.stopped);
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }
}
