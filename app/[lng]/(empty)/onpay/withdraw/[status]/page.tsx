import { PaymentResultPage, fixedRoutePage } from '@/features/pages/server';

const page = fixedRoutePage('onpayWithdraw', PaymentResultPage);
export const generateMetadata = page.generateMetadata;
export default page.Page;
