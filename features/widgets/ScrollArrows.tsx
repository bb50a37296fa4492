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
  return (
    <span className={styles.arrows}>
      <button
        type="button"
        className={styles.arrow}
        aria-label={labels.back}
        aria-controls={targetId}
        disabled={!room.back}
        onClick={() => move(-1)}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <button
        type="button"
        className={styles.arrow}
        aria-label={labels.on}
        aria-controls={targetId}
        disabled={!room.on}
        onClick={() => move(1)}
      >
        <span aria-hidden="true">›</span>
      </button>
    </span>
  );
}
