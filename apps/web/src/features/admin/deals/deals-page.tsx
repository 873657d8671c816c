// /admin/deals (to be built).
import { AdminPage } from '../components/admin-page';

export function DealsPage() {
  return <AdminPage title="거래">{null}</AdminPage>;
}
