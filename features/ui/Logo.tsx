'use client';

/**
 * The brand mark: a shield with a rising chart and the wordmark. A client component for its size
 * in the page's payload: every page carries it in the two not-found pages Next renders with it
 * (the header, a client part, draws it too), and a client part travels as a reference and two
 * props, where a server one would send its whole drawing each time (issue 26).
 */
export function Logo({ brand, compact = false }: { brand: string; compact?: boolean }) {
  // The phone header has room for the shield only; the brand stays its accessible name.
  const width = compact ? 28 : 168;
  return (
    <svg viewBox={`0 0 ${width} 32`} width={width} height="32" role="img" aria-label={brand}>
      <defs>
        <linearGradient id="logo-shield" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffcf4a" />
          <stop offset="1" stopColor="#ff9500" />
        </linearGradient>
      </defs>
      <path d="M14 1 26 5v10c0 8-5.3 13.6-12 16C7.3 28.6 2 23 2 15V5z" fill="url(#logo-shield)" />
      <path
        d="m7 19 5-5 3 3 6-7"
        fill="none"
        stroke="#1c1400"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      {!compact && (
        <text
          x="34"
          y="22.5"
          fill="#fff"
          fontSize="19"
          fontWeight="800"
          fontFamily="inherit"
          letterSpacing="-0.3"
        >
          {brand}
        </text>
      )}
    </svg>
  );
}
