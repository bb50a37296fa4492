import type { SeoContent } from '@/server/upstream/schemas/seo';
import { sanitizeSeoHtml } from './seo-html';
import styles from './SeoText.module.css';

/** The SEO module's text block under a page, sanitised to text markup; nothing when blocked. */
export function SeoText({ content }: { content: SeoContent | null }) {
  if (!content || content.isBlocked || !content.content) return null;
  return (
    <section
      className={styles.seo}
      dangerouslySetInnerHTML={{ __html: sanitizeSeoHtml(content.content) }}
    />
  );
}
