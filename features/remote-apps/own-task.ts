/**
 * Runs each job in a browser task of its own, in the order given, one after another: the jobs a
 * page's hydration hands over (start loading a part's code, show a part whose code is here) would
 * otherwise share one long task with the hydration, or with each other. One timer at a time,
 * however many jobs wait, as setting a timer is itself work (a phone's browser with its tools
 * open records a stack for each).
 */
interface Job {
  run: () => void;
}

const waiting: Job[] = [];
/** The timer that runs the next job, and the clock that set it. */
let armed: { by: typeof setTimeout } | null = null;

function arm() {
  armed = { by: setTimeout };
  setTimeout(runNext);
}

function runNext() {
  armed = null;
  const job = waiting.shift();
  if (waiting.length > 0) arm();
  job?.run();
}

/** Queues `run` for a task of its own; answers the function that takes it out of the queue. */
export function inOwnTask(run: () => void): () => void {
  const job: Job = { run };
  waiting.push(job);
  // A timer set by a clock since replaced (tests swap fake and real ones) never fires.
  if (armed?.by !== setTimeout) arm();
  return () => {
    const index = waiting.indexOf(job);
    if (index >= 0) waiting.splice(index, 1);
  };
}
