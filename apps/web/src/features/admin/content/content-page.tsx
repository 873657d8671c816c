// /admin/content (to be built).
import { AdminPage } from '../components/admin-page';

export function ContentPage() {
  return <AdminPage title="공지·FAQ">{null}</AdminPage>;
}
