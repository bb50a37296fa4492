import type { NewsTag } from '@/server/upstream/schemas/news';
import styles from './News.module.css';

/**
 * An article's picture drawn in CSS from its tag (a gradient and the sport's marks), so a news
 * page loads no image at all; decorative, the title says what the article is.
 */
export function NewsArt({ tag, large = false }: { tag: NewsTag; large?: boolean }) {
  return (
    <div
      className={large ? `${styles.art} ${styles.artLarge}` : styles.art}
      data-tag={tag}
      aria-hidden="true"
    >
      <span className={styles.artMark} />
    </div>
  );
}
