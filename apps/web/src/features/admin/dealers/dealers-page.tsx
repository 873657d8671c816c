// /admin/dealers (to be built).
import { AdminPage } from '../components/admin-page';

export function DealersPage() {
  return <AdminPage title="딜러 심사">{null}</AdminPage>;
}
