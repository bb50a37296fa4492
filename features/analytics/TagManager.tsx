'use client';

import { GoogleTagManager } from '@next/third-parties/google';
import { useEffect } from 'react';
import { ConsentGate } from '@/features/consent';
import { usePageNonce } from '@/features/ui';
import { setTagManagerOn } from './track';

interface TagManagerProps {
  gtmId: string;
}

/** The tag manager's scripts carry the page's CSP nonce, read once the page is live. */
function RunningTagManager({ gtmId }: TagManagerProps) {
  const nonce = usePageNonce();
  useEffect(() => {
    setTagManagerOn(true);
    return () => setTagManagerOn(false);
  }, []);
  return nonce === null ? null : <GoogleTagManager gtmId={gtmId} nonce={nonce} />;
}

/**
 * The operator's tag manager (spec 02 §7 "Analytics destinations: a tag manager"), loaded only
 * once the visitor agreed to marketing cookies, and from that moment (spec 02 §6 "Marketing
 * analytics starts only after marketing cookies are agreed"); while it runs, tracked events also
 * go to its dataLayer.
 */
export function TagManager(props: TagManagerProps) {
  return (
    <ConsentGate type="marketing">
      <RunningTagManager {...props} />
    </ConsentGate>
  );
}
