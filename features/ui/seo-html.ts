import 'server-only';
import sanitizeHtml from 'sanitize-html';

/**
 * The SEO module's text block is HTML written in the operator's CMS. Only text markup survives:
 * no scripts, styles, frames, event handlers or javascript: links.
 */
export function sanitizeSeoHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'h2',
      'h3',
      'h4',
      'p',
      'ul',
      'ol',
      'li',
      'strong',
      'b',
      'em',
      'i',
      'a',
      'br',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
    ],
    allowedAttributes: { a: ['href', 'title', 'rel'] },
    allowedSchemes: ['https', 'http', 'mailto'],
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener' }) },
  });
}
