import { PlainPage, technicalRoutePage } from '@/features/pages/server';

const page = technicalRoutePage('serverError', PlainPage);
export const generateMetadata = page.generateMetadata;
export default page.Page;
