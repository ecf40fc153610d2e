import { readdir } from 'node:fs/promises';

/** The shop's e-mail outbox folder (DATA_DIR/outbox), one .eml file per e-mail sent. */

/** The e-mails in the shop's outbox folder, by file name (none before the first: the folder comes with it). */
export async function outboxFiles(outbox: string): Promise<string[]> {
  try {
    return (await readdir(outbox)).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
}

/** How many e-mails the outbox holds. */
async function outboxSize(outbox: string): Promise<number> {
  return (await outboxFiles(outbox)).length;
}

/** The outbox's size once no e-mail has been added to it for `quietMs` (the buyers' welcome e-mails). */
export async function settledOutboxSize(outbox: string, quietMs: number): Promise<number> {
  let size = await outboxSize(outbox);
  let since = performance.now();
  while (performance.now() - since < quietMs) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const now = await outboxSize(outbox);
    if (now !== size) {
      size = now;
      since = performance.now();
    }
  }
  return size;
}

/**
 * When the outbox has reached `count` e-mails, in ms of `performance.now()`, polled every 50 ms; null
 * after `timeoutMs`. The mail worker writes the orders' confirmations after the orders' transactions.
 */
export async function outboxReaches(
  outbox: string,
  count: number,
  timeoutMs: number,
): Promise<number | null> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if ((await outboxSize(outbox)) >= count) return performance.now();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return null;
}
