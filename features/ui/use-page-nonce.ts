'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * The nonce the browser holds on the page's own scripts: browsers hide the attribute once the
 * script is in the document and keep the property.
 */
function documentNonce(): string | undefined {
  for (const script of document.querySelectorAll('script[nonce]')) {
    const nonce = (script as HTMLScriptElement).nonce || script.getAttribute('nonce');
    if (nonce) return nonce;
  }
  return undefined;
}

/**
 * The page's CSP nonce, for a script a client part adds after the page is live (the tag manager,
 * the one-tap provider): null in the server's HTML and during hydration, then the nonce the
 * browser holds on the page's scripts. Read in the browser, the nonce never travels as a prop in
 * the page's payload, where a shared page copy (server/http/page-cache.mjs) would have to find it
 * to give each answer its own, and could not when the payload's pieces cut it in two.
 */
export function usePageNonce(): string | undefined | null {
  return useSyncExternalStore(subscribe, documentNonce, () => null);
}
