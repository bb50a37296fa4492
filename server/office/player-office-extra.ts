import 'server-only';
import { cache } from 'react';
import { isSignedOut, playerUpstream } from '@/server/session/player-upstream';
import type {
  Idea,
  ManagerMessage,
  PersonalManager,
  Verification,
} from '@/server/upstream/schemas/office-extra';
import { officeExtraApi } from './office-extra-api';

type PlayerClient = NonNullable<Awaited<ReturnType<typeof playerUpstream>>>;

/**
 * The verification, manager and ideas pages' reads for the server render: null for a visitor or
 * a player whose token the upstream no longer takes; other failures are thrown for the page to
 * say the list cannot be shown.
 */
async function asPlayer<T>(read: (upstream: PlayerClient) => Promise<T>): Promise<T | null> {
  const upstream = await playerUpstream();
  if (!upstream) return null;
  try {
    return await read(upstream);
  } catch (error) {
    if (isSignedOut(error)) return null;
    throw error;
  }
}

export const getVerification = cache(async (): Promise<Verification | null> =>
  asPlayer((upstream) => officeExtraApi.verification(upstream)),
);

export interface ManagerPageData {
  manager: PersonalManager | null;
  messages: ManagerMessage[];
}

export const getPersonalManager = cache(async (lng: string): Promise<ManagerPageData | null> =>
  asPlayer(async (upstream) => {
    const [manager, messages] = await Promise.all([
      officeExtraApi.manager(upstream, lng),
      officeExtraApi.managerMessages(upstream),
    ]);
    return { manager, messages };
  }),
);

export const getIdeas = cache(async (): Promise<Idea[] | null> =>
  asPlayer((upstream) => officeExtraApi.ideas(upstream)),
);
