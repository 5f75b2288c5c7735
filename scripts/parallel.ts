/**
 * Runs a few npm scripts at the same time and fails when any of them fails:
 * `tsx scripts/parallel.ts test:e2e check`. Each one's output is held
 * and printed whole when it ends, so the log reads like a sequential run.
 * Used by `npm test` to run the type check and lint (`npm run check`) beside the browser tests,
 * which mostly wait and leave the cores idle.
 */
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: tsx scripts/parallel.ts <npm script>…');
  process.exit(2);
}

const started = Date.now();
const results = await Promise.all(
  scripts.map(
    (name) =>
      new Promise<{ name: string; code: number }>((resolve) => {
        const chunks: Buffer[] = [];
        const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
        child.stdout.on('data', (c: Buffer) => chunks.push(c));
        child.stderr.on('data', (c: Buffer) => chunks.push(c));
        child.on('close', (code) => {
          const seconds = ((Date.now() - started) / 1000).toFixed(1);
          process.stdout.write(`\n== npm run ${name}: ${code === 0 ? 'ok' : `failed (${code})`} after ${seconds}s\n`);
          process.stdout.write(Buffer.concat(chunks));
          resolve({ name, code: code ?? 1 });
        });
      }),
  ),
);

const failed = results.filter((r) => r.code !== 0).map((r) => r.name);
if (failed.length > 0) {
  console.error(`\nfailed: ${failed.join(', ')}`);
  process.exit(1);
}
