import { inOwnTask } from './own-task';

/** Resolves after a task of the real clock. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Waits, task after task, until `done` holds (at most 200 tasks): each job waits for the one
 * before it, so on a busy machine they may take longer than any fixed delay.
 */
async function settled(done: () => boolean) {
  for (let task = 0; task < 200 && !done(); task += 1) await nextTask();
}

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
    await settled(() => log.length >= 4);
    // A few tasks more: nothing else comes (b was taken out).
    for (let task = 0; task < 5; task += 1) await nextTask();
    expect(log).toEqual(['a', 'a done', 'c', 'c done']);
  });

  it('keep running when the clock was replaced while one waited', async () => {
    jest.useFakeTimers();
    const log: string[] = [];
    inOwnTask(() => log.push('under the fake clock'));
    jest.useRealTimers();
    inOwnTask(() => log.push('under the real clock'));
    await settled(() => log.length >= 2);
    expect(log).toEqual(['under the fake clock', 'under the real clock']);
  });
});
