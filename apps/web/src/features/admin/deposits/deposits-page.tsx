// /admin/deposits (to be built).
import { AdminPage } from '../components/admin-page';

export function DepositsPage() {
  return <AdminPage title="입금 확인">{null}</AdminPage>;
}
