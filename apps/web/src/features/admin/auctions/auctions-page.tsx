// /admin/auctions (to be built).
import { AdminPage } from '../components/admin-page';

export function AuctionsPage() {
  return <AdminPage title="매물·경매">{null}</AdminPage>;
}
