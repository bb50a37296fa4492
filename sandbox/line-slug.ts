/**
 * URL slugs of the line's names, made from the English name so a page has the same address in
 * every language (hreflang alternates share the path): `Brighton & Hove Albion` →
 * `brighton-hove-albion`, `Luleå HF` → `lulea-hf`.
 */

/** Latin letters that Unicode does not decompose into a base letter and a mark. */
const FOLDED: Readonly<Record<string, string>> = {
  ł: 'l',
  ø: 'o',
  đ: 'd',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ı: 'i',
};

export function slugify(name: string): string {
  const folded = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[łøđßæœı]/g, (letter) => FOLDED[letter] ?? '');
  const slug = folded.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  return slug === '' ? 'n' : slug.slice(0, 96).replace(/-+$/, '');
}
