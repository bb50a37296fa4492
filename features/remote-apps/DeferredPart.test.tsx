import { act, render, screen, waitFor } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { DeferredPart, defineDeferred } from './DeferredPart';

function Boot({ who }: { who: string }) {
  return <p>Booted for {who}</p>;
}

describe('a deferred part (first-load scripts without it)', () => {
  it('draws nothing on the server, then the part once its code is here', async () => {
    let finish: (component: typeof Boot) => void = () => undefined;
    const load = jest.fn(() => new Promise<typeof Boot>((resolve) => (finish = resolve)));
    const part = defineDeferred(load);
    const ui = <DeferredPart part={part} props={{ who: 'Ann' }} />;

    expect(renderToString(ui)).toBe('');
    expect(load).not.toHaveBeenCalled();

    render(ui);
    // The load starts a task after the mount.
    expect(load).not.toHaveBeenCalled();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('Booted for Ann')).toBeNull();
    await act(async () => finish(Boot));
    expect(await screen.findByText('Booted for Ann')).toBeInTheDocument();
  });

  it('shows the parts whose code arrives together one task after another', async () => {
    // What each part saw drawn when it was drawn: all of them, had they been drawn together.
    const seen: number[] = [];
    function CountingBoot({ who }: { who: string }) {
      useLayoutEffect(() => {
        seen.push(document.querySelectorAll('[data-boot]').length);
      }, []);
      return <p data-boot="">Booted for {who}</p>;
    }
    const part = defineDeferred(async () => CountingBoot);
    render(
      <>
        <DeferredPart part={part} props={{ who: 'Ann' }} />
        <DeferredPart part={part} props={{ who: 'Bob' }} />
        <DeferredPart part={part} props={{ who: 'Cy' }} />
      </>,
    );
    await waitFor(() => expect(screen.getAllByText(/Booted/)).toHaveLength(3));
    expect(seen).toEqual([1, 2, 3]);
  });

  it('hydrates the server HTML without a mismatch and loads its code once for every use', async () => {
    const load = jest.fn(async () => Boot);
    const part = defineDeferred(load);
    const ui = (
      <div>
        <DeferredPart part={part} props={{ who: 'Ann' }} />
        <DeferredPart part={part} props={{ who: 'Bob' }} />
      </div>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(container, ui);
    });
    await waitFor(() => expect(container).toHaveTextContent('Booted for AnnBooted for Bob'));
    expect(errors).not.toHaveBeenCalled();
    expect(load).toHaveBeenCalledTimes(1);
    errors.mockRestore();
    container.remove();
  });

  it('renders at once where its code is already here (a page opened later in the tab)', async () => {
    const part = defineDeferred(async () => Boot);
    const first = render(<DeferredPart part={part} props={{ who: 'Ann' }} />);
    await screen.findByText('Booted for Ann');
    first.unmount();
    render(<DeferredPart part={part} props={{ who: 'Cy' }} />);
    expect(screen.getByText('Booted for Cy')).toBeInTheDocument();
  });

  const chunkFailure = () =>
    Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' });

  it('retries a chunk that failed, after 1000 ms then 2000 ms, and draws the part then', async () => {
    jest.useFakeTimers();
    try {
      const load = jest
        .fn()
        .mockRejectedValueOnce(chunkFailure())
        .mockRejectedValueOnce(chunkFailure())
        .mockResolvedValue(Boot);
      const part = defineDeferred(load);
      render(<DeferredPart part={part} props={{ who: 'Ann' }} />);
      await act(async () => jest.advanceTimersByTime(0));
      expect(load).toHaveBeenCalledTimes(1);
      await act(async () => jest.advanceTimersByTime(999));
      expect(load).toHaveBeenCalledTimes(1);
      await act(async () => jest.advanceTimersByTime(1));
      expect(load).toHaveBeenCalledTimes(2);
      await act(async () => jest.advanceTimersByTime(1999));
      expect(load).toHaveBeenCalledTimes(2);
      await act(async () => jest.advanceTimersByTime(1));
      expect(load).toHaveBeenCalledTimes(3);
      await act(async () => jest.advanceTimersByTime(0));
      expect(screen.getByText('Booted for Ann')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('does not retry a failure that is no lost chunk (an error in the part’s own code)', async () => {
    const failure = new TypeError('x is not a function');
    const load = jest.fn().mockRejectedValue(failure);
    const part = defineDeferred(load);
    await expect(part.load()).rejects.toBe(failure);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('leaves a load still failing after its retries to the page reload, and tries again on a later mount', async () => {
    const failure = chunkFailure();
    const load = jest
      .fn()
      .mockRejectedValueOnce(failure)
      .mockRejectedValueOnce(failure)
      .mockRejectedValueOnce(failure)
      .mockRejectedValueOnce(failure)
      .mockResolvedValue(Boot);
    const part = defineDeferred(load, { retries: 3, firstDelayMs: 20, factor: 1 });
    const first = render(<DeferredPart part={part} props={{ who: 'Ann' }} />);
    // The load the mount starts a task later is this one, still under way then (its first
    // retry waits 20 ms); it rejects (the chunk-reload watcher sees it in the browser).
    await act(async () => {
      await expect(part.load()).rejects.toBe(failure);
    });
    expect(load).toHaveBeenCalledTimes(4);
    expect(screen.queryByText('Booted for Ann')).toBeNull();
    first.unmount();

    render(<DeferredPart part={part} props={{ who: 'Ann' }} />);
    expect(await screen.findByText('Booted for Ann')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(5);
  });
});
