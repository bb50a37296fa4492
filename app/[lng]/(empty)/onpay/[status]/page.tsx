import { PaymentResultPage } from '@/features/pages/server';
import { fixedRoutePage } from '@/features/pages/server';

const page = fixedRoutePage('onpay', PaymentResultPage);
export const generateMetadata = page.generateMetadata;
export default page.Page;
