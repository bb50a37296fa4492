'use client';

import { useFavourites } from './FavouritesProvider';
import styles from './FavouriteButton.module.css';

/** The heart on a game (a player's page only): pressed when the game is a favourite. */
export function FavouriteButton({
  gameId,
  name,
  className,
}: {
  gameId: number;
  name: string;
  className?: string;
}) {
  const favourites = useFavourites();
  if (!favourites) return null;
  const pressed = favourites.isFavourite(gameId);
  const label = (pressed ? favourites.labels.remove : favourites.labels.add).replace(
    '{name}',
    name,
  );
  return (
    <button
      type="button"
      className={`${styles.heart} ${className ?? ''}`}
      aria-pressed={pressed}
      aria-label={label}
      title={label}
      disabled={favourites.isPending(gameId)}
      onClick={() => favourites.toggle(gameId)}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.1 0 3.5 1.1 4.3 2.4.8-1.3 2.2-2.4 4.3-2.4 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21z" />
      </svg>
    </button>
  );
}
