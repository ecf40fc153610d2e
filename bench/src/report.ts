import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Figure } from './types.ts';

export const resultsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'results');

export interface Report {
  startedAt: Date;
  finishedAt: Date;
  settings: Record<string, unknown>;
  machine: {
    cpus: number;
    cpuModel: string;
    memoryGb: number;
    node: string;
    platform: string;
    loadavgStart: number[];
    loadavgEnd: number[];
  };
  figures: Figure[];
}

function formatValue(value: number, unit: string): string {
  if (Number.isNaN(value)) return '—';
  switch (unit) {
    case 'ratio':
      return `${Math.round(value * 100)}%`;
    case 'req/s':
      return `${Math.round(value).toLocaleString('en-US')} req/s`;
    case 'B':
      return `${Math.round(value).toLocaleString('en-US')} B`;
    case 'ms':
      return `${value < 10 ? value.toFixed(2) : value.toFixed(1)} ms`;
    case 'KB':
      return `${value.toFixed(1)} KB`;
    default:
      return `${value} ${unit}`.trim();
  }
}

function formatBudget(figure: Figure): string {
  if (!figure.budget) return '';
  return `${figure.budget.op === '>=' ? '≥' : '≤'} ${formatValue(figure.budget.value, figure.budget.unit)}`;
}

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

/** The markdown table of bench/results/latest.md: each figure, its budget, PASS or FAIL. */
function toMarkdown(report: Report): string {
  const m = report.machine;
  const lines = [
    `# Benchmark results`,
    '',
    `${report.startedAt.toISOString()} · ${m.cpus} × ${m.cpuModel} · ${m.memoryGb} GB · Node ${m.node} · ${m.platform}`,
    `Load average at start ${m.loadavgStart.join(' / ')}, at end ${m.loadavgEnd.join(' / ')} · ${JSON.stringify(report.settings)}`,
    '',
    '| Database | Subject | Metric | Value | Budget | Result | Note |',
    '|---|---|---|---:|---|---|---|',
  ];
  for (const f of report.figures) {
    const result = f.pass === undefined ? '' : f.pass ? 'PASS' : '**FAIL**';
    lines.push(
      `| ${f.target ?? ''} | ${cell(f.subject)} | ${f.metric} | ${formatValue(f.value, f.unit)} | ${formatBudget(f)} | ${result} | ${cell(f.note ?? '')} |`,
    );
  }
  const budgeted = report.figures.filter((f) => f.pass !== undefined);
  const failed = budgeted.filter((f) => !f.pass);
  lines.push('', `Budgets: ${budgeted.length - failed.length} of ${budgeted.length} met.`);
  return lines.join('\n');
}

export async function writeReport(report: Report): Promise<{ markdown: string; files: string[] }> {
  mkdirSync(resultsDir, { recursive: true });
  const markdown = toMarkdown(report);
  const json = path.join(resultsDir, 'latest.json');
  const md = path.join(resultsDir, 'latest.md');
  const budgeted = report.figures.filter((f) => f.pass !== undefined);
  writeFileSync(
    json,
    `${JSON.stringify(
      {
        ...report,
        startedAt: report.startedAt.toISOString(),
        finishedAt: report.finishedAt.toISOString(),
        budgetsMet: budgeted.filter((f) => f.pass).length,
        budgetsTotal: budgeted.length,
        figures: report.figures.map((f) => ({ ...f, value: Number.isNaN(f.value) ? null : f.value })),
      },
      null,
      2,
    )}\n`,
  );
  writeFileSync(md, `${markdown}\n`);
  return { markdown, files: [path.relative(process.cwd(), json), path.relative(process.cwd(), md)] };
}
