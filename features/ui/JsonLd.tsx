/**
 * schema.org data for search engines, as JSON-LD in the page's HTML. It is data, not script:
 * '<' is escaped, so no value (a team's name, a CMS text) can close the tag.
 */
export function JsonLd({ data }: { data: object }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
