import { CASINO_BODIES } from '@/features/casino/server';
import { routePage } from '@/features/pages/server';

const page = routePage({ casinoLobby: CASINO_BODIES.casinoLobby });
export const generateMetadata = page.generateMetadata;
export default page.Page;
