'use client';

import { useCallback, useEffect, useState } from 'react';
import styles from './ScrollArrows.module.css';

export interface ScrollArrowsLabels {
  back: string;
  on: string;
}

/** Whether a scroller can move back and on from where it is (a pixel of slack for rounding). */
export function scrollRoom(
  element: Pick<HTMLElement, 'scrollLeft' | 'scrollWidth' | 'clientWidth'>,
) {
  return {
    back: element.scrollLeft > 1,
    on: element.scrollLeft + element.clientWidth < element.scrollWidth - 1,
  };
}

/**
 * The arrows of a row that scrolls sideways (a carousel): each moves it by one view, which is a
 * whole number of tiles (the row sizes its tiles so), and is turned off at its end. Both hide
 * when the row has nothing to scroll. The row itself stays a plain list that scrolls by touch,
 * wheel and keyboard without them.
 */
export function ScrollArrows({
  targetId,
  labels,
}: {
  /** The id of the scrolling list. */
  targetId: string;
  labels: ScrollArrowsLabels;
}) {
  const [room, setRoom] = useState({ back: false, on: true });

  const measure = useCallback(() => {
    const target = document.getElementById(targetId);
    if (target) setRoom(scrollRoom(target));
  }, [targetId]);

  useEffect(() => {
    const target = document.getElementById(targetId);
    if (!target) return;
    measure();
    target.addEventListener('scroll', measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(target);
    return () => {
      target.removeEventListener('scroll', measure);
      observer.disconnect();
    };
  }, [measure, targetId]);

  const move = (direction: -1 | 1) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    const gap = Number.parseFloat(getComputedStyle(target).columnGap) || 0;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollBy({
      left: direction * (target.clientWidth + gap),
      behavior: smooth ? 'smooth' : 'auto',
    });
  };

  if (!room.back && !room.on) return null;
  const arrows = [
    { direction: -1, label: labels.back, enabled: room.back, glyph: '‹' },
    { direction: 1, label: labels.on, enabled: room.on, glyph: '›' },
  ] as const;
  return (
    <span className={styles.arrows}>
      {arrows.map(({ direction, label, enabled, glyph }) => (
        <button
          key={direction}
          type="button"
          className={styles.arrow}
          aria-label={label}
          aria-controls={targetId}
          disabled={!enabled}
          onClick={() => move(direction)}
        >
          <span aria-hidden="true">{glyph}</span>
        </button>
      ))}
    </span>
  );
}
