import { ConfirmTermsPage, confirmTermsMetadata } from '@/features/protection/ConfirmTermsPage';

export const generateMetadata = confirmTermsMetadata;
export default ConfirmTermsPage;
