import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { useClientTexts } from './client-texts-context';
import { DocumentTextsProvider } from './DocumentTexts';

function Shows() {
  const texts = useClientTexts();
  return <p>{String((texts?.messages.coupon as { title?: string } | undefined)?.title)}</p>;
}

const answer = (body: unknown) =>
  Promise.resolve({ ok: true, status: 200, json: async () => body } as Response);

describe('DocumentTextsProvider (issue 26: the texts sent once)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('renders its parts once the texts at its address are here, and asks for them once a tab', async () => {
    const fetchMock = jest.fn(() => answer({ coupon: { title: 'Bet slip' } }));
    global.fetch = fetchMock as unknown as typeof fetch;
    const page = () => (
      <Suspense fallback={<p>waiting</p>}>
        <DocumentTextsProvider locale="en" src="/api/texts/en?v=one">
          <Shows />
        </DocumentTextsProvider>
      </Suspense>
    );
    let view!: ReturnType<typeof render>;
    await act(async () => {
      view = render(page());
    });
    expect(screen.getByText('Bet slip')).toBeInTheDocument();
    const { unmount } = view;
    unmount();
    render(page());
    expect(screen.getByText('Bet slip')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/api/texts/en?v=one');
    // The document's head asks for them beside the page's scripts.
    expect(
      document.head.querySelector('link[rel="preload"][as="fetch"][href="/api/texts/en?v=one"]'),
    ).not.toBeNull();
  });

  it('asks again when an attempt fails', async () => {
    jest.useFakeTimers();
    const fetchMock = jest
      .fn()
      .mockRejectedValueOnce(new TypeError('network'))
      .mockImplementation(() => answer({ coupon: { title: 'Купон' } }));
    global.fetch = fetchMock as unknown as typeof fetch;
    await act(async () => {
      render(
        <Suspense fallback={<p>waiting</p>}>
          <DocumentTextsProvider locale="ru" src="/api/texts/ru?v=two">
            <Shows />
          </DocumentTextsProvider>
        </Suspense>,
      );
    });
    expect(screen.getByText('waiting')).toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1000);
    });
    expect(screen.getByText('Купон')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    jest.useRealTimers();
  });
});
