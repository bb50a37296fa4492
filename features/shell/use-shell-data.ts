'use client';

import { use } from 'react';
import { preload } from 'react-dom';
import { documentFileAt } from '@/features/ui';
import type { ShellData } from './shell-data';

/**
 * The shell's data at the address the layout names (server/config/shell-file.ts): loaded once by
 * the tab beside the page's scripts, kept for the next pages; the server renders with its own.
 */
export function useShellData(src: string): ShellData {
  preload(src, { as: 'fetch', crossOrigin: 'anonymous' });
  return use(documentFileAt<ShellData>(src) as Promise<ShellData>);
}
