// /admin/outbox (to be built).
import { AdminPage } from '../components/admin-page';

export function OutboxPage() {
  return <AdminPage title="발송 내역">{null}</AdminPage>;
}
