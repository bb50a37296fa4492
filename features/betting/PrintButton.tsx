'use client';

/** Opens the browser's print dialog for the slip (the page's print styles hide the rest). */
export function PrintButton({ label, className }: { label: string; className?: string }) {
  return (
    <button type="button" className={className} onClick={() => window.print()}>
      {label}
    </button>
  );
}
