import { createContext, useContext, useMemo } from 'react';

export interface ClientTexts {
  locale: string;
  /** Namespaces of messages/<lng>.json, as next-intl's provider takes them. */
  messages: Record<string, unknown>;
  /** The time zone dates are formatted in (server/i18n/request.ts); a nested provider inherits it. */
  timeZone?: string;
}

/** Given by ClientTextsProvider and its twins (ClientTexts.tsx), read by the client parts. */
export const ClientTextsContext = createContext<ClientTexts | null>(null);

/** The nearest texts; none outside a provider (a part rendered alone, in a test). */
export function useClientTexts(): ClientTexts | null {
  return useContext(ClientTextsContext);
}

/** A provider's value: its own texts, the time zone of the one around it unless given. */
export function useProvidedTexts({ locale, messages, timeZone }: ClientTexts): ClientTexts {
  const inherited = useClientTexts()?.timeZone;
  const zone = timeZone ?? inherited;
  return useMemo(() => ({ locale, messages, timeZone: zone }), [locale, messages, zone]);
}
