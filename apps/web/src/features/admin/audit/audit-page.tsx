// /admin/audit (to be built).
import { AdminPage } from '../components/admin-page';

export function AuditPage() {
  return <AdminPage title="작업 기록">{null}</AdminPage>;
}
