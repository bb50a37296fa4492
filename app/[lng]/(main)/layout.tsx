import { groupLayout } from '@/features/layouts/group-layout';
import { MainLayout } from '@/features/shell/MainLayout';

// spec 01 §2 "Main" layout: header, content with the right column, footer.
export default groupLayout(MainLayout);
