// /admin (to be built).
import { AdminPage } from '../components/admin-page';

export function DashboardPage() {
  return <AdminPage title="대시보드">{null}</AdminPage>;
}
