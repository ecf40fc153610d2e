import { readFileSync } from 'node:fs';
import { type Figure, withBudget } from './types.ts';

/**
 * The server's own memory and start time, beside the throughput figures (docs/PERFORMANCE.md,
 * Memory and start). Read from /proc, so the bench measures the shop's process and nothing else.
 */

/** Resident memory now and its peak since the process started, in MB (Linux /proc). */
function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
  return { rssMb: Math.round(kb('VmRSS') / 1024), peakMb: Math.round(kb('VmHWM') / 1024) };
}

/** Budgets of the lean-runtime work, per database: idle after a start, and after the bench's load. */
const budgets: Record<string, { idleMb: number; loadedMb: number; restartSec: number }> = {
  PGlite: { idleMb: 250, loadedMb: 350, restartSec: 2.5 },
  PostgreSQL: { idleMb: 150, loadedMb: 250, restartSec: 1.5 },
};

const subject = 'server process';

export function idleFigures(target: string, pid: number, when: 'first start' | 'restart'): Figure[] {
  const { rssMb, peakMb } = memoryOf(pid);
  const budget = budgets[target];
  const idle: Figure = { subject, metric: `RSS idle after ${when}`, value: rssMb, unit: 'MB', target };
  return [
    budget ? withBudget(idle, '<=', budget.idleMb) : idle,
    { subject, metric: `RSS peak during ${when}`, value: peakMb, unit: 'MB', target },
  ];
}

export function loadedFigures(target: string, pid: number): Figure[] {
  const { rssMb, peakMb } = memoryOf(pid);
  const budget = budgets[target];
  const loaded: Figure = { subject, metric: 'RSS after the load runs', value: rssMb, unit: 'MB', target };
  return [
    budget ? withBudget(loaded, '<=', budget.loadedMb) : loaded,
    { subject, metric: 'RSS peak over the whole run', value: peakMb, unit: 'MB', target },
  ];
}

/**
 * RSS once the shop has sat idle for a while after the load: V8 keeps the heap it grew under load for a
 * few seconds and gives most of it back when allocation stops (366 → 180 MB within 30 s on
 * PostgreSQL, docs/PERFORMANCE.md). For information; the budget stays on the reading right after load.
 */
export function settledFigure(target: string, pid: number, seconds: number): Figure {
  const { rssMb } = memoryOf(pid);
  return { subject, metric: `RSS ${seconds} s after the load runs`, value: rssMb, unit: 'MB', target };
}

export function restartFigure(target: string, seconds: number): Figure {
  const budget = budgets[target];
  const figure: Figure = {
    subject,
    metric: 'restart to healthy, existing data',
    value: Math.round(seconds * 100) / 100,
    unit: 's',
    target,
  };
  return budget ? withBudget(figure, '<=', budget.restartSec) : figure;
}

/** Lets start-up work (timers, first JIT) settle before memory is read as "idle". */
export const settle = (ms = 3_000) => new Promise((resolve) => setTimeout(resolve, ms));
