import { PaymentHistory } from '@/features/office/activity/PaymentHistory';
import { routePage } from '@/features/pages/route-page';

const page = routePage({ officeHistoryPay: PaymentHistory });
export const generateMetadata = page.generateMetadata;
export default page.Page;
