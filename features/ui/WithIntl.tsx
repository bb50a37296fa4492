'use client';

import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import type { ComponentType, ReactNode } from 'react';
import { useClientTexts } from './ClientTexts';

/**
 * next-intl's provider for a lazily loaded part, with the texts of the nearest
 * ClientTextsProvider. Only lazily loaded code imports this module, so next-intl's message
 * formatter comes with the first part that needs it and never with a page's first-load scripts.
 */
export function WithIntl({ children }: { children: ReactNode }) {
  const texts = useClientTexts();
  if (!texts) return children;
  return (
    <NextIntlClientProvider
      locale={texts.locale}
      messages={texts.messages as AbstractIntlMessages}
      timeZone={texts.timeZone}
    >
      {children}
    </NextIntlClientProvider>
  );
}

const wrapped = new WeakMap<ComponentType<never>, ComponentType<never>>();

/** The part inside WithIntl; one wrapper per component, so React keeps its state. */
export function withIntl<P extends object>(Part: ComponentType<P>): ComponentType<P> {
  const known = wrapped.get(Part as ComponentType<never>);
  if (known) return known as ComponentType<P>;
  function PartWithIntl(props: P) {
    return (
      <WithIntl>
        <Part {...props} />
      </WithIntl>
    );
  }
  PartWithIntl.displayName = `WithIntl(${Part.displayName ?? Part.name})`;
  wrapped.set(Part as ComponentType<never>, PartWithIntl as ComponentType<never>);
  return PartWithIntl;
}
