// The console's door to the fee tax invoices (docs/domain.md "Tax invoices"): the month's settlement as CSV,
// for any operator (a read of the fees' money, which STAFF handles on the deposits screen too).
import { api } from '@autobid/shared';
import type { AppContext } from '../../context';
import { moduleRoutes } from '../../lib/module-routes';
import { fileRoute } from './file-route';
import { createInvoicesService } from './invoices.service';

export function invoicesConsoleRoutes(ctx: AppContext) {
  return moduleRoutes((app) => {
    const invoices = createInvoicesService(ctx);
    const serveFile = fileRoute(app, ctx);

    serveFile(api.taxInvoices.settlementCsv, '월별 수수료 정산 CSV (UTF-8, BOM)', async ({ params }) => ({
      bytes: await invoices.settlementCsv(params.month),
      fileName: `settlement-${params.month}.csv`,
      contentType: 'text/csv; charset=utf-8',
    }));
  });
}
