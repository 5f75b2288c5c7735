/**
 * Runs a few npm scripts at the same time and fails when any of them fails:
 * `tsx scripts/parallel.ts test:e2e --behind check`. Each one's output is held
 * and printed whole when it ends, so the log reads like a sequential run.
 *
 * The scripts after `--behind` run at the lowest CPU priority (`nice -n 19`):
 * `npm test` runs the browser tests at normal priority and the type check and
 * lint behind them (the unit tests run before: several wait on real processes
 * and timers, which a starved run would miss). A browser test mostly waits on its page,
 * its server or a timer, and a page that waits for the CPU misses its 10-second
 * expectations; the scheduler gives the cores to the browser tests whenever they
 * want them, and the work behind fills the time they leave idle. Nothing here
 * measures time: each script's own tests decide what passes.
 */
import { spawn } from 'node:child_process';

const args = process.argv.slice(2);
const behindAt = args.indexOf('--behind');
const ahead = behindAt === -1 ? args : args.slice(0, behindAt);
const behind = behindAt === -1 ? [] : args.slice(behindAt + 1);
if (ahead.length + behind.length === 0) {
  console.error('usage: tsx scripts/parallel.ts <npm script>… [--behind <npm script>…]');
  process.exit(2);
}

const started = Date.now();
const run = (name: string, lowPriority: boolean) =>
  new Promise<{ name: string; code: number }>((resolve) => {
    const chunks: Buffer[] = [];
    const npm = ['npm', 'run', '--silent', name];
    // nice(1) sets the priority before npm starts, so every process it starts inherits it.
    const child = lowPriority ? spawn('nice', ['-n', '19', ...npm], { stdio: ['ignore', 'pipe', 'pipe'] }) : spawn(npm[0]!, npm.slice(1), { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (c: Buffer) => chunks.push(c));
    child.stderr.on('data', (c: Buffer) => chunks.push(c));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`\n== npm run ${name}${lowPriority ? ' (behind)' : ''}: ${code === 0 ? 'ok' : `failed (${code})`} after ${seconds}s\n`);
      process.stdout.write(Buffer.concat(chunks));
      resolve({ name, code: code ?? 1 });
    });
  });

const results = await Promise.all([...ahead.map((name) => run(name, false)), ...behind.map((name) => run(name, true))]);

const failed = results.filter((r) => r.code !== 0).map((r) => r.name);
if (failed.length > 0) {
  console.error(`\nfailed: ${failed.join(', ')}`);
  process.exit(1);
}
