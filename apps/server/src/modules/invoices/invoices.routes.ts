// The dealer's doors to the fee tax invoices (docs/domain.md "Tax invoices"): the list with the monthly
// statement, and each own invoice as a PDF.
import { api } from '@autobid/shared';
import type { AppContext } from '../../context';
import { moduleRoutes } from '../../lib/module-routes';
import { routeServer } from '../../lib/serve-route';
import { dealerOf, fileRoute } from './file-route';
import { createInvoicesService } from './invoices.service';

export function invoicesRoutes(ctx: AppContext) {
  return moduleRoutes((app) => {
    const invoices = createInvoicesService(ctx);
    const serve = routeServer(app, ctx);
    const serveFile = fileRoute(app, ctx);

    serve(api.taxInvoices.list, ({ query }, dealerId) => invoices.listForDealer(dealerId, query.month));
    serveFile(api.taxInvoices.pdf, '세금계산서 PDF', async ({ params }, request) => {
      const { bytes, fileName } = await invoices.pdfForDealer(dealerOf(request), params.id);
      return { bytes, fileName, contentType: 'application/pdf' };
    });
  });
}
