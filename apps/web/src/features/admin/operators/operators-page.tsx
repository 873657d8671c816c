// /admin/operators (to be built).
import { AdminPage } from '../components/admin-page';

export function OperatorsPage() {
  return <AdminPage title="운영자 계정">{null}</AdminPage>;
}
