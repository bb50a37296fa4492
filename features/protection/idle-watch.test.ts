import { watchIdle } from './idle-watch';
import { LAST_ACTIVITY_KEY } from './protection-rules';

const MINUTE = 60_000;
const running: (() => void)[] = [];

beforeEach(() => {
  jest.useFakeTimers({ now: Date.parse('2026-06-01T12:00:00Z') });
  window.localStorage.clear();
});
afterEach(() => {
  running.splice(0).forEach((stop) => stop());
  jest.useRealTimers();
  document.body.innerHTML = '';
});

function start(limitMs = 2 * MINUTE, options: { mediaPlaying?: () => boolean } = {}) {
  const onIdle = jest.fn();
  const stop = watchIdle({ limitMs, onIdle, ...options });
  running.push(stop);
  return { onIdle, stop };
}

const move = () => window.dispatchEvent(new Event('pointermove'));

describe('auto log-off idle watch (spec 01 §4, §9)', () => {
  it('calls onIdle once after the configured inactivity', () => {
    const { onIdle } = start();
    jest.advanceTimersByTime(2 * MINUTE - 1000);
    expect(onIdle).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1000);
    expect(onIdle).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(10 * MINUTE);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('activity restarts the count', () => {
    const { onIdle } = start();
    jest.advanceTimersByTime(MINUTE + 30_000);
    move();
    jest.advanceTimersByTime(100);
    jest.advanceTimersByTime(MINUTE + 30_000);
    expect(onIdle).not.toHaveBeenCalled();
    jest.advanceTimersByTime(30_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('records a burst of activity once, 100 ms after it ends', () => {
    start();
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    for (let i = 0; i < 10; i += 1) {
      move();
      jest.advanceTimersByTime(50);
    }
    expect(setItem).not.toHaveBeenCalled();
    jest.advanceTimersByTime(100);
    expect(setItem).toHaveBeenCalledTimes(1);
    expect(setItem).toHaveBeenCalledWith(LAST_ACTIVITY_KEY, String(Date.now() - 50));
    setItem.mockRestore();
  });

  it('activity in another tab keeps this one alive (shared timestamp)', () => {
    const { onIdle } = start();
    jest.advanceTimersByTime(MINUTE + 30_000);
    // Another tab of the site records its activity.
    window.localStorage.setItem(LAST_ACTIVITY_KEY, String(Date.now()));
    jest.advanceTimersByTime(MINUTE + 30_000);
    expect(onIdle).not.toHaveBeenCalled();
    jest.advanceTimersByTime(30_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('ignores idleness while media plays, counting again once it stops', () => {
    let playing = true;
    const { onIdle } = start(2 * MINUTE, { mediaPlaying: () => playing });
    jest.advanceTimersByTime(10 * MINUTE);
    expect(onIdle).not.toHaveBeenCalled();
    playing = false;
    jest.advanceTimersByTime(2 * MINUTE - 1000);
    expect(onIdle).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1000);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('sees a <video> of the page playing', () => {
    const video = document.createElement('video');
    document.body.append(video);
    Object.defineProperty(video, 'paused', { value: false, configurable: true });
    const { onIdle } = start();
    jest.advanceTimersByTime(5 * MINUTE);
    expect(onIdle).not.toHaveBeenCalled();
    Object.defineProperty(video, 'paused', { value: true, configurable: true });
    jest.advanceTimersByTime(2 * MINUTE);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('stops watching when stopped', () => {
    const { onIdle, stop } = start();
    stop();
    jest.advanceTimersByTime(10 * MINUTE);
    expect(onIdle).not.toHaveBeenCalled();
  });
});
