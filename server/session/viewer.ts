import 'server-only';
import { cache } from 'react';
import { headers } from 'next/headers';
import { VIEWER_HEADER, viewerByToken } from '@/server/http/page-viewers.mjs';
import { playerClassSchema, type PlayerClass } from './player-class';

/**
 * The class of the player a shared page is being rendered for (issue 26), or null for every other
 * render. The front door (server/http/page-cache.mjs) took the session off such a request and
 * admitted the class under the token of VIEWER_HEADER: the render knows a player is signed in and
 * what the guards and display choices are, never who the player is, and anything it would read
 * with the session (playerUpstream) reads as for a visitor. A token this process did not admit
 * reads as none.
 */
export const getSharedPlayer = cache(async (): Promise<PlayerClass | null> => {
  const parsed = playerClassSchema.safeParse(viewerByToken((await headers()).get(VIEWER_HEADER)));
  return parsed.success ? parsed.data : null;
});
