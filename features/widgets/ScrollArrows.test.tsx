import { act, fireEvent, render, screen } from '@testing-library/react';
import { ScrollArrows, scrollRoom } from './ScrollArrows';

const labels = { back: 'Scroll back: New games', on: 'Scroll on: New games' };

/** A list that scrolls: jsdom lays nothing out, so its sizes are given. */
function scroller(sizes: { clientWidth: number; scrollWidth: number }) {
  const list = document.createElement('ul');
  list.id = 'row';
  list.style.columnGap = '12px';
  Object.defineProperty(list, 'clientWidth', { value: sizes.clientWidth });
  Object.defineProperty(list, 'scrollWidth', { value: sizes.scrollWidth });
  list.scrollBy = jest.fn() as unknown as typeof list.scrollBy;
  document.body.append(list);
  return list;
}

beforeAll(() => {
  window.ResizeObserver ??= class {
    observe() {}
    disconnect() {}
    unobserve() {}
  } as unknown as typeof ResizeObserver;
  window.matchMedia ??= (() => ({ matches: false })) as unknown as typeof window.matchMedia;
});

afterEach(() => document.getElementById('row')?.remove());

describe('scrollRoom', () => {
  it('says which way a row can still move, with a pixel of slack', () => {
    expect(scrollRoom({ scrollLeft: 0, clientWidth: 500, scrollWidth: 1200 })).toEqual({
      back: false,
      on: true,
    });
    expect(scrollRoom({ scrollLeft: 699.5, clientWidth: 500, scrollWidth: 1200 })).toEqual({
      back: true,
      on: false,
    });
    expect(scrollRoom({ scrollLeft: 0, clientWidth: 500, scrollWidth: 500 })).toEqual({
      back: false,
      on: false,
    });
  });
});

describe('ScrollArrows', () => {
  it('moves the row by one view and the gap, and turns an arrow off at its end', () => {
    const list = scroller({ clientWidth: 500, scrollWidth: 1200 });
    render(<ScrollArrows targetId="row" labels={labels} />);
    const back = screen.getByRole('button', { name: 'Scroll back: New games' });
    const on = screen.getByRole('button', { name: 'Scroll on: New games' });
    expect(back).toBeDisabled();
    expect(on).toBeEnabled();
    expect(on).toHaveAttribute('aria-controls', 'row');
    fireEvent.click(on);
    expect(list.scrollBy).toHaveBeenCalledWith({ left: 512, behavior: 'smooth' });
    act(() => {
      list.scrollLeft = 700;
      list.dispatchEvent(new Event('scroll'));
    });
    expect(back).toBeEnabled();
    expect(on).toBeDisabled();
    fireEvent.click(back);
    expect(list.scrollBy).toHaveBeenLastCalledWith({ left: -512, behavior: 'smooth' });
  });

  it('shows no arrows for a row with nothing to scroll', () => {
    scroller({ clientWidth: 500, scrollWidth: 500 });
    render(<ScrollArrows targetId="row" labels={labels} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
