import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useEffect, useState, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import en from '@/messages/en.json';
import { watchChunkFailures } from '@/features/app-update/chunk-reload';
import { ClientTextsProvider } from '@/features/ui/ClientTexts';
import { makeStore } from '@/features/shell/store';
import { useTypedBeforeHydration } from '@/features/ui';
import { renderWithProviders } from '@/tests/render';
import { defineRemote, type RemoteModule } from './remote-module';
import { RemotePart } from './RemotePart';
import { HEADER_PIECE_RETRY, REMOTE_STATE } from './remote-state';
import { selectRemoteEntry } from './remoteAppsSlice';

function Greeting({ who }: { who: string }) {
  return <p>Hello, {who}</p>;
}

function chunkLoadError() {
  return Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });
}

/** A loader whose first `failures` calls fail, as a chunk that cannot be fetched. */
function flakyLoader(failures: number) {
  let calls = 0;
  return jest.fn(async () => {
    calls += 1;
    if (calls <= failures) throw chunkLoadError();
    return Greeting;
  });
}

let seq = 0;
function remoteOf(load: () => Promise<typeof Greeting>, header = false) {
  seq += 1;
  return defineRemote(`test/greeting-${seq}`, load, header ? { policy: HEADER_PIECE_RETRY } : {});
}

/** Renders and lets the first load settle when it can (a part suspends on its first render). */
async function render(ui: ReactElement) {
  let rendered: ReturnType<typeof renderWithProviders> | undefined;
  await act(async () => {
    rendered = renderWithProviders(
      <ClientTextsProvider locale="en" messages={{ remoteApps: en.remoteApps }}>
        {ui}
      </ClientTextsProvider>,
    );
  });
  return rendered!;
}

function renderPart(remote: RemoteModule<{ who: string }>) {
  return render(<RemotePart remote={remote} props={{ who: 'Ann' }} minHeight="10rem" />);
}

/** Lets the clock run, with the loads and renders it sets off. */
async function wait(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

const refreshButton = () => screen.queryByRole('button', { name: 'Refresh' });

describe('a remote part (spec 01 §4 Remote-application load state, §8)', () => {
  beforeEach(() => jest.useFakeTimers({ now: Date.UTC(2026, 4, 1, 12) }));
  afterEach(() => jest.useRealTimers());

  it('holds its size while loading, then shows the part; the entry is ready', async () => {
    let finish: (component: typeof Greeting) => void = () => undefined;
    const remote = remoteOf(() => new Promise((resolve) => (finish = resolve)));
    const { container, store } = await renderPart(remote);
    const skeleton = container.querySelector('[aria-busy="true"]');
    expect(skeleton).toHaveStyle({ minHeight: '10rem' });
    expect(selectRemoteEntry(store.getState(), remote.name)?.state).toBe(REMOTE_STATE.loading);
    await act(async () => finish(Greeting));
    await wait(0);
    expect(screen.getByText('Hello, Ann')).toBeInTheDocument();
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
    expect(selectRemoteEntry(store.getState(), remote.name)).toMatchObject({
      state: REMOTE_STATE.ready,
      components: 1,
      retry: null,
    });
  });

  it('in a dialog that opened around the skeleton, the focus moves to the part once it is there', async () => {
    let finish: (component: typeof Greeting) => void = () => undefined;
    const remote = defineRemote(
      `test/form-${seq++}`,
      () => new Promise<typeof Greeting>((resolve) => (finish = resolve)),
    );
    function Form() {
      return <button type="button">Log in</button>;
    }
    await render(
      <div role="dialog" aria-label="Log in" tabIndex={-1}>
        <RemotePart remote={remote} props={{ who: 'Ann' }} />
      </div>,
    );
    act(() => screen.getByRole('dialog').focus());
    await act(async () => finish(Form));
    await wait(0);
    expect(screen.getByRole('button', { name: 'Log in' })).toHaveFocus();
  });

  it('a part that fails twice recovers by itself, 1000 then 2000 ms later, without the button', async () => {
    const load = flakyLoader(2);
    const { store, container } = await renderPart(remoteOf(load));
    await wait(0);
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelector('[aria-busy="true"]')).toBeInTheDocument();
    await wait(999);
    expect(load).toHaveBeenCalledTimes(1);
    await wait(1);
    expect(load).toHaveBeenCalledTimes(2);
    await wait(1999);
    expect(load).toHaveBeenCalledTimes(2);
    expect(refreshButton()).toBeNull();
    await wait(1);
    expect(load).toHaveBeenCalledTimes(3);
    expect(screen.getByText('Hello, Ann')).toBeInTheDocument();
    expect(refreshButton()).toBeNull();
    expect(Object.values(store.getState().remoteApps.entries)[0]).toMatchObject({
      state: REMOTE_STATE.ready,
      retry: null,
    });
  });

  it('after 3 failed retries shows the error and the refresh button; the entry is in error', async () => {
    const load = flakyLoader(4);
    const remote = remoteOf(load);
    const { store } = await renderPart(remote);
    await wait(1000 + 2000);
    expect(refreshButton()).toBeNull();
    await wait(4000);
    expect(load).toHaveBeenCalledTimes(4);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This part of the page could not be loaded.Check your connection and refresh it.',
    );
    expect(refreshButton()).toBeInTheDocument();
    expect(selectRemoteEntry(store.getState(), remote.name)).toMatchObject({
      state: REMOTE_STATE.error,
      retry: { done: 3 },
      meta: { lastError: 'ChunkLoadError: Loading chunk 42 failed.' },
    });
    // No fourth retry comes by itself.
    await wait(60_000);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('the refresh button reloads at most once a second, saying so while it reloads', async () => {
    const load = flakyLoader(5);
    await renderPart(remoteOf(load));
    await wait(7000);
    expect(load).toHaveBeenCalledTimes(4);

    act(() => fireEvent.click(refreshButton()!));
    await wait(0);
    expect(load).toHaveBeenCalledTimes(5);
    // The fifth load failed at once: the button is back, but a second click within 1 s is refused.
    await wait(500);
    act(() => fireEvent.click(refreshButton()!));
    await wait(0);
    expect(load).toHaveBeenCalledTimes(5);

    let finish: (component: typeof Greeting) => void = () => undefined;
    load.mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
    await wait(500);
    act(() => fireEvent.click(refreshButton()!));
    expect(load).toHaveBeenCalledTimes(6);
    const refreshing = screen.getByRole('button', { name: 'Refreshing…' });
    expect(refreshing).toHaveAttribute('aria-disabled', 'true');
    await act(async () => finish(Greeting));
    expect(screen.getByText('Hello, Ann')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a header piece retries 5 times, 1 s apart, before the button', async () => {
    const load = flakyLoader(6);
    await renderPart(remoteOf(load, true));
    await wait(0);
    for (let retry = 1; retry <= 5; retry += 1) {
      expect(refreshButton()).toBeNull();
      await wait(1000);
      expect(load).toHaveBeenCalledTimes(1 + retry);
    }
    expect(refreshButton()).toBeInTheDocument();
  });

  it('the entry goes when no part uses it; a part shown again starts afresh', async () => {
    const load = flakyLoader(4);
    const remote = remoteOf(load);
    let toggle: () => void = () => undefined;
    function Host() {
      const [shown, setShown] = useState(true);
      toggle = () => setShown((value) => !value);
      return (
        <>
          {shown && <RemotePart remote={remote} props={{ who: 'Ann' }} />}
          <RemotePart remote={remote} props={{ who: 'Bob' }} use="view" />
        </>
      );
    }
    const { store, unmount } = await render(<Host />);
    await wait(7000);
    // Two parts of one application share its entry and its retries.
    expect(load).toHaveBeenCalledTimes(4);
    expect(screen.getAllByRole('button', { name: 'Refresh' })).toHaveLength(2);
    expect(selectRemoteEntry(store.getState(), remote.name)).toMatchObject({
      views: 1,
      components: 1,
    });
    act(() => toggle());
    expect(selectRemoteEntry(store.getState(), remote.name)).toMatchObject({
      views: 1,
      components: 0,
    });
    unmount();
    expect(selectRemoteEntry(store.getState(), remote.name)).toBeUndefined();

    await renderPart(remote);
    await wait(999);
    expect(load).toHaveBeenCalledTimes(4);
    await wait(1);
    expect(load).toHaveBeenCalledTimes(5);
    expect(screen.getByText('Hello, Ann')).toBeInTheDocument();
  });
});

describe('a remote part and the page reload for failed chunks (spec 01 §8)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** A chunk script as webpack adds it; answers the function that fails it. */
  function buildScript(src = '/_next/static/chunks/4821-1a2b.js') {
    const script = document.createElement('script');
    script.src = src;
    script.setAttribute('data-webpack', `_N_E:chunk-${src}`);
    document.head.append(script);
    return () => {
      script.dispatchEvent(new Event('error'));
      script.remove();
    };
  }
  const failBuildScript = () => buildScript()();

  it('a chunk failing while a remote part loads is retried, not a page reload; others reload', async () => {
    window.sessionStorage.clear();
    const reload = jest.fn();
    const stop = watchChunkFailures(reload);
    let fail: (error: Error) => void = () => undefined;
    const remote = defineRemote(
      'test/chunk',
      () => new Promise<typeof Greeting>((_resolve, reject) => (fail = reject)),
    );
    await renderPart(remote);
    failBuildScript();
    await act(async () => fail(chunkLoadError()));
    expect(reload).not.toHaveBeenCalled();
    failBuildScript();
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
  });

  it('a part whose code spans two chunks: the second failing after the first is the part’s too', async () => {
    window.sessionStorage.clear();
    const reload = jest.fn();
    const stop = watchChunkFailures(reload);
    const first = buildScript('/_next/static/chunks/3748.js');
    const second = buildScript('/_next/static/chunks/7303.js');
    const remote = defineRemote(
      'test/two-chunks',
      () =>
        new Promise<typeof Greeting>((_resolve, reject) =>
          document.head
            .querySelector('script')
            ?.addEventListener('error', () => reject(chunkLoadError())),
        ),
    );
    await renderPart(remote);
    await act(async () => first());
    expect(remote.status()).toBe('failed');
    second();
    expect(reload).not.toHaveBeenCalled();
    await wait(100);
    failBuildScript();
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe('a remote part that came with the page (server-rendered, spec 01 §4)', () => {
  it('starts loading its code after the page hydrated, in a task of its own', async () => {
    const load = jest.fn(async () => Greeting);
    const remote = remoteOf(load);
    // How many loads had started when the page's hydration ran its effects.
    const startedAtHydration: number[] = [];
    function Page() {
      useEffect(() => {
        startedAtHydration.push(load.mock.calls.length);
      }, []);
      return null;
    }
    const container = document.createElement('div');
    container.innerHTML = '<div class="content"><p>Hello, Ann (server)</p></div>';
    document.body.append(container);
    await act(async () => {
      hydrateRoot(
        container,
        <Provider store={makeStore()}>
          <RemotePart remote={remote} props={{ who: 'Ann' }} minHeight="10rem" />
          <Page />
        </Provider>,
      );
    });
    await waitFor(() => expect(container).toHaveTextContent('Hello, Ann'));
    expect(startedAtHydration).toEqual([0]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(container).not.toHaveTextContent('(server)');
    container.remove();
  });

  it('keeps the server’s HTML, unhydrated, until its code is here, then draws the part there', async () => {
    let finish: (component: typeof Greeting) => void = () => undefined;
    const load = jest.fn(() => new Promise<typeof Greeting>((resolve) => (finish = resolve)));
    const remote = remoteOf(load);
    const container = document.createElement('div');
    // What the server sent: the part drawn in place, with no Suspense boundary around it.
    container.innerHTML = '<div class="content"><p>Hello, Ann (server)</p></div>';
    document.body.append(container);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = makeStore();
    await act(async () => {
      hydrateRoot(
        container,
        <Provider store={store}>
          <RemotePart remote={remote} props={{ who: 'Ann' }} minHeight="10rem" />
        </Provider>,
      );
    });
    expect(container.innerHTML).toBe('<div class="content"><p>Hello, Ann (server)</p></div>');
    expect(selectRemoteEntry(store.getState(), remote.name)?.state).toBe(REMOTE_STATE.loading);

    await waitFor(() => expect(load).toHaveBeenCalled());
    await act(async () => finish(Greeting));
    await waitFor(() => expect(container).toHaveTextContent('Hello, Ann'));
    expect(container).not.toHaveTextContent('(server)');
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
    expect(selectRemoteEntry(store.getState(), remote.name)?.state).toBe(REMOTE_STATE.ready);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    container.remove();
  });

  it('hands what the player typed into the server’s HTML to the part drawn in its place', async () => {
    /** Greets whoever the player names (`who` is the name it starts with). */
    function NameForm({ who }: { who: string }) {
      const [name, setName] = useState(who);
      const form = useTypedBeforeHydration((data) => setName(String(data.get('name') ?? '')));
      return (
        <form ref={form}>
          <input
            aria-label="Name"
            name="name"
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
          <output>Hi {name}</output>
        </form>
      );
    }
    let finish: (component: typeof NameForm) => void = () => undefined;
    const remote = remoteOf(() => new Promise<typeof NameForm>((resolve) => (finish = resolve)));
    const container = document.createElement('div');
    container.innerHTML =
      '<div class="content"><form><input aria-label="Name" name="name" value=""/><output>Hi </output></form></div>';
    document.body.append(container);
    const store = makeStore();
    await act(async () => {
      hydrateRoot(
        container,
        <Provider store={store}>
          <RemotePart remote={remote} props={{ who: '' }} minHeight="10rem" />
        </Provider>,
      );
    });
    // The player types while the part's code is on its way.
    container.querySelector('input')!.value = 'Ann';
    await waitFor(() => expect(finish).not.toBe(undefined));
    await act(async () => finish(NameForm));
    await waitFor(() => expect(container).toHaveTextContent('Hi Ann'));
    expect(container.querySelector('input')).toHaveValue('Ann');
    container.remove();
  });
});
