'use client';

import type { ComponentType } from 'react';
import { withIntlTexts } from '@/features/ui';
import { defineRemote, type RemoteModule } from './remote-module';
import { RemotePart } from './RemotePart';

/*
 * An interactive part of a page (a form, a calculator, the office's clients), declared by its own
 * feature in `lazy-parts.tsx`. Whatever a page's parts import would otherwise be in the page's
 * first-load scripts: each part is a remote part instead (spec 01 §4 load state). The server
 * renders it as usual; the browser keeps that HTML and hydrates it once the part's own chunk is
 * here, which only the page that shows it fetches. Each comes with next-intl's provider, fed from
 * the texts of the nearest ClientTextsProvider (features/ui/intl-part.ts). Not next/dynamic: see
 * features/auth/lazy-forms.tsx.
 */

/** A page part named `name` (the remote registry's key) whose code `load` brings. */
export function pagePart<P extends object>(name: string, load: () => Promise<ComponentType<P>>) {
  return defineRemote(name, withIntlTexts(load));
}

/** Draws a page part, keeping `minHeight` while its code loads. */
export function PagePartView<P extends object>({
  remote,
  props,
  minHeight,
}: {
  remote: RemoteModule<P>;
  props: P;
  minHeight: string;
}) {
  return <RemotePart remote={remote} props={props} minHeight={minHeight} />;
}
