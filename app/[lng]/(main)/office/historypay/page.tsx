import { PaymentHistory } from '@/features/office/server';
import { routePage } from '@/features/pages/server';

const page = routePage({ officeHistoryPay: PaymentHistory });
export const generateMetadata = page.generateMetadata;
export default page.Page;
