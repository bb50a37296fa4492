import { PrintCoupon } from '@/features/betting/server';
import { fixedRoutePage } from '@/features/pages/server';

const page = fixedRoutePage('printCoupon', PrintCoupon);
export const generateMetadata = page.generateMetadata;
export default page.Page;
