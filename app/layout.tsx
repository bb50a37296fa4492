import type { ReactNode } from 'react';

// The [lng] layout owns <html>; this root only lets app/not-found.tsx exist for paths outside it.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
