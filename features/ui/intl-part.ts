import type { ComponentType } from 'react';

/**
 * The loader of a lazily loaded part (defineRemote, defineDeferred) that formats texts with
 * next-intl: the part comes wrapped in next-intl's provider, fed from the nearest
 * ClientTextsProvider, and the provider's code comes with the part's (WithIntl.tsx).
 */
export function withIntlTexts<P extends object>(
  load: () => Promise<ComponentType<P>>,
): () => Promise<ComponentType<P>> {
  return () =>
    Promise.all([load(), import('./WithIntl')]).then(([Part, { withIntl }]) => withIntl(Part));
}
