'use client';

import { GoogleTagManager } from '@next/third-parties/google';
import { useEffect } from 'react';
import { ConsentGate } from '@/features/consent';
import { setTagManagerOn } from './track';

interface TagManagerProps {
  gtmId: string;
  /** The page's CSP nonce: the tag manager's scripts carry it. */
  nonce: string | undefined;
}

function RunningTagManager({ gtmId, nonce }: TagManagerProps) {
  useEffect(() => {
    setTagManagerOn(true);
    return () => setTagManagerOn(false);
  }, []);
  return <GoogleTagManager gtmId={gtmId} nonce={nonce} />;
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
