import { existsSync, readFileSync } from 'node:fs';

/**
 * Reads vitest JSON reports and decides whether CI passes.
 * Usage: node --import tsx scripts/ci-summary.ts "label=exitStatus=report.json" ...
 * Fails when a run exited non-zero, a test failed, a test file could not run, or a run ran no test.
 * Its last line is exactly `tests: N passed, M failed` (plus `, K skipped` when some were skipped).
 */

interface VitestJsonReport {
  numTotalTests: number;
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  numFailedTestSuites: number;
  success: boolean;
  testResults: {
    name: string;
    status: string;
    message?: string;
    assertionResults?: { status: string; fullName?: string; failureMessages?: string[] }[];
  }[];
}

interface Run {
  label: string;
  status: number;
  file: string;
}

function parseRun(arg: string): Run {
  const [label, status, ...file] = arg.split('=');
  if (!label || status === undefined || file.length === 0)
    throw new Error(`bad argument "${arg}" (want label=status=file)`);
  return { label, status: Number(status), file: file.join('=') };
}

const runs = process.argv.slice(2).map(parseRun);
if (runs.length === 0) {
  console.error('usage: ci-summary.ts label=status=report.json ...');
  process.exit(2);
}

let passed = 0;
let failed = 0;
let skipped = 0;
const problems: string[] = [];

for (const run of runs) {
  if (!existsSync(run.file)) {
    problems.push(
      `${run.label}: no test report was written (exit status ${run.status}); the run broke before or while testing`,
    );
    continue;
  }
  const report = JSON.parse(readFileSync(run.file, 'utf8')) as VitestJsonReport;
  const runSkipped = report.numPendingTests + report.numTodoTests;
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += runSkipped;
  console.log(
    `${run.label}: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${runSkipped} skipped (exit status ${run.status})`,
  );
  if (report.numPassedTests + report.numFailedTests === 0) problems.push(`${run.label}: no test ran`);
  if (report.numFailedTests > 0) problems.push(`${run.label}: ${report.numFailedTests} test(s) failed`);
  for (const suite of report.testResults) {
    if (suite.status !== 'failed') continue;
    // Named here because CI shows only the end of its output, and a flaky test must be findable.
    for (const test of suite.assertionResults ?? []) {
      if (test.status !== 'failed') continue;
      const why = (test.failureMessages?.[0] ?? '').split('\n')[0]?.slice(0, 300);
      problems.push(`${run.label}: failed: ${suite.name} > ${test.fullName ?? '?'}: ${why}`);
    }
    if (suite.message) {
      problems.push(`${run.label}: ${suite.name} could not run: ${suite.message.split('\n')[0]}`);
    } else if (!suite.assertionResults?.some((test) => test.status === 'failed')) {
      // A failing beforeAll/afterAll leaves every test green and the message empty.
      problems.push(`${run.label}: ${suite.name} failed outside its tests (a hook or a set-up step)`);
    }
  }
  // e.g. an unhandled error or a failing global set-up: vitest exits non-zero with every counted test green.
  if (run.status !== 0 && !problems.some((p) => p.startsWith(`${run.label}:`))) {
    problems.push(`${run.label}: exited with status ${run.status}`);
  }
}

for (const problem of problems) console.log(`FAIL ${problem}`);
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(problems.length ? 1 : 0);
