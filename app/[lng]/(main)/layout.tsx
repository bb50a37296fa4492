import { groupLayout } from '@/features/layouts/server';
import { MainLayout } from '@/features/shell/server';

// spec 01 §2 "Main" layout: header, content with the right column, footer.
export default groupLayout(MainLayout);
