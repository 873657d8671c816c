// /admin/penalties (to be built).
import { AdminPage } from '../components/admin-page';

export function PenaltiesPage() {
  return <AdminPage title="페널티·신고">{null}</AdminPage>;
}
