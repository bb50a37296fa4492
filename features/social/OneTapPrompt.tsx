'use client';

import Script from 'next/script';
import { useEffect, useState } from 'react';
import { usePageNonce } from '@/features/ui';

interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: {
        client_id: string;
        callback: (r: { credential: string }) => void;
      }): void;
      prompt(): void;
    };
  };
}

const PROVIDER_SCRIPT = 'https://accounts.google.com/gsi/client';

/**
 * The one-tap sign-in prompt for anonymous visitors (spec 01 §1, §6, §7). Rendered only when the
 * site enables it and nobody is signed in, so the provider's script is loaded only then.
 */
export function OneTapPrompt({ lng }: { lng: string }) {
  // The provider's script carries the page's CSP nonce, read once the page is live.
  const nonce = usePageNonce();
  const [clientId, setClientId] = useState<string | null>(null);
  const [scriptReady, setScriptReady] = useState(false);

  useEffect(() => {
    let cancelled = false;
    fetch('/api/auth/one-tap')
      .then((r) => (r.ok ? r.json() : null))
      .then((body: { data?: { clientId?: string } } | null) => {
        if (!cancelled && body?.data?.clientId) setClientId(body.data.clientId);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => {
    const google = (window as unknown as { google?: GoogleIdentity }).google;
    if (!clientId || !scriptReady || !google) return;
    google.accounts.id.initialize({
      client_id: clientId,
      callback: async ({ credential }) => {
        const response = await fetch('/api/auth/one-tap', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ credential, language: lng }),
        });
        const body = (await response.json()) as { data?: { redirectUrl?: string } };
        if (body.data?.redirectUrl) window.location.assign(body.data.redirectUrl);
      },
    });
    google.accounts.id.prompt();
  }, [clientId, scriptReady, lng]);

  if (!clientId || nonce === null) return null;
  return (
    <Script
      src={PROVIDER_SCRIPT}
      strategy="afterInteractive"
      nonce={nonce}
      onReady={() => setScriptReady(true)}
    />
  );
}
