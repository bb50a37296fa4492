import localFont from 'next/font/local';

// Inter from @fontsource, self-hosted: Latin preloaded, Cyrillic as a per-glyph fallback family.
export const interLatin = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  variable: '--font-latin',
  display: 'swap',
  // No metric fallback in the variable: Cyrillic glyphs must fall through to the next family.
  adjustFontFallback: false,
  fallback: [],
});

export const interCyrillic = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-cyrillic-wght-normal.woff2',
  weight: '100 900',
  variable: '--font-cyrillic',
  display: 'swap',
  preload: false,
  // No metric fallback in the variable: Cyrillic glyphs must fall through to the next family.
  adjustFontFallback: false,
  fallback: [],
});
