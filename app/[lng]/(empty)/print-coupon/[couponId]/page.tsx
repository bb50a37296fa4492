import { PrintCoupon } from '@/features/betting/PrintCoupon';
import { fixedRoutePage } from '@/features/pages/fixed-page';

const page = fixedRoutePage('printCoupon', PrintCoupon);
export const generateMetadata = page.generateMetadata;
export default page.Page;
