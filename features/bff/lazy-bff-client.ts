/**
 * The BFF client (bff-client.ts), loaded with the first call: the store's slices (auth, user,
 * consent) call the BFF only after the page hydrated, so the client and its fingerprint stay out
 * of the first-load scripts.
 */
export function lazyBffClient() {
  return import('./bff-client').then((m) => m.bffClient);
}
