// `npm test`: typecheck, lint, unit + API tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is set),
// then the browser tests. Ends with one line "N passed, N failed" over every suite it ran; without
// TEST_DATABASE_URL the line before it repeats the counts and names the PostgreSQL-only tests skipped.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const reports = path.resolve('test-results');
fs.mkdirSync(reports, { recursive: true });
const started = Date.now();
let passed = 0;
let failed = 0;
// Names of what failed, repeated at the end so the last lines of a long log say what to look at.
const failures = [];
// Test files with tests that did not run (only PostgreSQL-only tests skip), and how many.
const skippedByFile = new Map();

function run(label, cmd, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status === 0;
}

function firstLine(text = '') {
  return text.split('\n').find((l) => l.trim()) ?? '';
}

// Playwright's report nests suites by file and describe block; a spec is not ok when its last retry failed.
function failedSpecs(suites) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).filter((spec) => !spec.ok).map((spec) => `${spec.file}:${spec.line} › ${spec.title}`),
    ...failedSpecs(suite.suites ?? []),
  ]);
}

function countStep(label, cmd, args) {
  if (run(label, cmd, args)) passed++;
  else {
    failed++;
    failures.push(label);
  }
}

countStep('typecheck', 'npm', ['run', 'typecheck']);
countStep('lint', 'npm', ['run', 'lint']);

const vitestJson = path.join(reports, 'vitest.json');
fs.rmSync(vitestJson, { force: true });
const vitestOk = run('unit and API tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
if (fs.existsSync(vitestJson)) {
  const v = JSON.parse(fs.readFileSync(vitestJson, 'utf8'));
  passed += v.numPassedTests;
  failed += v.numFailedTests + (vitestOk || v.numFailedTests > 0 ? 0 : 1);
  for (const file of v.testResults) {
    const where = path.relative(process.cwd(), file.name);
    const tests = file.assertionResults.filter((t) => t.status === 'failed');
    for (const t of tests) failures.push(`${where} › ${t.fullName}`);
    const skipped = file.assertionResults.filter((t) => ['skipped', 'pending', 'todo'].includes(t.status)).length;
    if (skipped > 0) skippedByFile.set(path.basename(where, '.test.ts'), skipped);
    if (file.status === 'failed' && tests.length === 0) failures.push(`${where}: ${firstLine(file.message)}`);
  }
} else {
  failed++;
  failures.push('unit and API tests: no report');
}

const pwJson = path.join(reports, 'playwright.json');
fs.rmSync(pwJson, { force: true });
// TEST_BROWSERS=0 (CI's second Node) stops before the browser tests; the skip is said, never silent.
const browsers = process.env.TEST_BROWSERS !== '0';
const e2eOk = browsers && run('browser tests', 'npm', ['run', 'test:e2e'], { PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson });
if (!browsers) {
  console.log('\n=== browser tests skipped: TEST_BROWSERS=0 ===');
} else if (fs.existsSync(pwJson)) {
  const report = JSON.parse(fs.readFileSync(pwJson, 'utf8'));
  const s = report.stats;
  passed += s.expected + s.flaky;
  failed += s.unexpected + (e2eOk || s.unexpected > 0 ? 0 : 1);
  failures.push(...failedSpecs(report.suites ?? []));
  for (const e of report.errors ?? []) failures.push(`browser tests: ${firstLine(e.message)}`);
} else {
  failed++;
  failures.push('browser tests: no report');
}

const minutes = ((Date.now() - started) / 60000).toFixed(1);
console.log(`\nAll suites finished in ${minutes} min.`);
for (const f of failures) console.log(`FAILED ${f}`);
if (!process.env.TEST_DATABASE_URL) {
  const skipped = [...skippedByFile].map(([file, n]) => `${file} (${n})`).join(', ');
  console.log(
    `${passed} passed, ${failed} failed (PostgreSQL suites skipped, TEST_DATABASE_URL is not set: ` +
      `${skipped || 'none found'}; the API tests ran on PGlite only)`,
  );
}
// CI reads this line: it stays exactly "N passed, N failed".
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
