import { inOwnTask } from './own-task';

/** Resolves once the timers queued before it have fired. */
const later = (ms = 30) => new Promise((resolve) => setTimeout(resolve, ms));

describe('jobs in tasks of their own', () => {
  it('run in the order given, each in its own task, and not a job that was taken out', async () => {
    const log: string[] = [];
    const job = (name: string) => () => {
      log.push(name);
      // What a job leaves for later in its task runs before the next job.
      void Promise.resolve().then(() => log.push(`${name} done`));
    };
    inOwnTask(job('a'));
    const cancelB = inOwnTask(job('b'));
    inOwnTask(job('c'));
    cancelB();
    expect(log).toEqual([]);
    await later();
    expect(log).toEqual(['a', 'a done', 'c', 'c done']);
  });

  it('keep running when the clock was replaced while one waited', async () => {
    jest.useFakeTimers();
    const log: string[] = [];
    inOwnTask(() => log.push('under the fake clock'));
    jest.useRealTimers();
    inOwnTask(() => log.push('under the real clock'));
    await later();
    expect(log).toEqual(['under the fake clock', 'under the real clock']);
  });
});
