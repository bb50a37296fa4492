import { ConfirmTermsPage, confirmTermsMetadata } from '@/features/protection/server';

export const generateMetadata = confirmTermsMetadata;
export default ConfirmTermsPage;
