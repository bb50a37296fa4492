import { PaymentResultPage, fixedRoutePage } from '@/features/pages/server';

const page = fixedRoutePage('onpay', PaymentResultPage);
export const generateMetadata = page.generateMetadata;
export default page.Page;
