import { PaymentResultPage } from '@/features/pages/ClosedPages';
import { fixedRoutePage } from '@/features/pages/fixed-page';

const page = fixedRoutePage('onpayWithdraw', PaymentResultPage);
export const generateMetadata = page.generateMetadata;
export default page.Page;
