import type { CSSProperties } from 'react';
import { snowFlakes } from './snow-flakes';
import styles from './Snow.module.css';

const FLAKES = snowFlakes();

/**
 * Snow over the home page (config group `snow`): CSS only, no script. Fixed over the page and
 * deaf to the pointer, so it moves nothing and takes no click; still for players who ask for
 * less motion (Snow.module.css).
 */
export function Snow() {
  return (
    <div className={styles.snow} aria-hidden="true" data-testid="snow">
      {FLAKES.map((flake, index) => (
        <span
          key={index}
          className={styles.flake}
          style={
            {
              left: `${flake.left}%`,
              width: `${flake.size}px`,
              height: `${flake.size}px`,
              opacity: flake.opacity,
              animationDuration: `${flake.duration}s`,
              animationDelay: `${flake.delay}s`,
              '--drift': `${flake.drift}px`,
            } as CSSProperties
          }
        />
      ))}
    </div>
  );
}
