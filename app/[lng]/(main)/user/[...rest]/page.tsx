import { ActivationPage } from '@/features/account-entry/server';
import { routePage } from '@/features/pages/server';

const page = routePage({ activate: ActivationPage });
export const generateMetadata = page.generateMetadata;
export default page.Page;
