import 'server-only';
import { cache } from 'react';
import { readAsPlayer } from '@/server/session/player-upstream';
import type {
  Idea,
  ManagerMessage,
  PersonalManager,
  Verification,
} from '@/server/upstream/schemas/office-extra';
import { officeExtraApi } from './office-extra-api';

export const getVerification = cache(async (): Promise<Verification | null> =>
  readAsPlayer((upstream) => officeExtraApi.verification(upstream)),
);

export interface ManagerPageData {
  manager: PersonalManager | null;
  messages: ManagerMessage[];
}

export const getPersonalManager = cache(async (lng: string): Promise<ManagerPageData | null> =>
  readAsPlayer(async (upstream) => {
    const [manager, messages] = await Promise.all([
      officeExtraApi.manager(upstream, lng),
      officeExtraApi.managerMessages(upstream),
    ]);
    return { manager, messages };
  }),
);

export const getIdeas = cache(async (): Promise<Idea[] | null> =>
  readAsPlayer((upstream) => officeExtraApi.ideas(upstream)),
);
