/** The details page's address rewrite: after the frame, once, with the latest configuration; dropped on close. */
import { describe, expect, it, vi } from 'vitest';
import { latestTask } from '../../src/latest-task';

describe('latestTask', () => {
  it('runs only the latest of the calls, once, after the caller has returned', async () => {
    const task = latestTask();
    const ran: number[] = [];
    for (const n of [1, 2, 3]) task.schedule(() => ran.push(n));
    expect(ran).toEqual([]);
    await vi.waitFor(() => expect(ran).toEqual([3]));
    await new Promise((r) => setTimeout(r, 30));
    expect(ran).toEqual([3]);
    // A later call waits for an idle moment of its own.
    task.schedule(() => ran.push(4));
    await vi.waitFor(() => expect(ran).toEqual([3, 4]));
  });

  it('runs the waiting call at once on flush, and never again', async () => {
    const task = latestTask();
    const ran: string[] = [];
    task.schedule(() => ran.push('a'));
    task.flush();
    expect(ran).toEqual(['a']);
    task.flush();
    await new Promise((r) => setTimeout(r, 30));
    expect(ran).toEqual(['a']);
  });

  it('drops the waiting call on cancel', async () => {
    const task = latestTask();
    const ran: string[] = [];
    task.schedule(() => ran.push('a'));
    task.cancel();
    await new Promise((r) => setTimeout(r, 30));
    expect(ran).toEqual([]);
    task.schedule(() => ran.push('b'));
    await vi.waitFor(() => expect(ran).toEqual(['b']));
  });
});
