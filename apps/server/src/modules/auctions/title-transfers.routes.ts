// HTTP for the title transfer (docs/domain.md "Title transfer"): the winner's proof (signed in or through a
// code link), the seller's confirmation or objection, the operator's confirmation or rejection, each as the
// table declares it (api.titleTransfers); and the proof's bytes behind its signed link.
import { api, refusalsOf } from '@autobid/shared';
import type { AppContext } from '../../context';
import { fileResponse } from '../../lib/envelope';
import { moduleRoutes } from '../../lib/module-routes';
import { routeServer } from '../../lib/serve-route';
import { createCodeLinksService } from '../code-links/code-links.public';
import { createTitleTransfersService } from './title-transfers.service';

export function titleTransfersRoutes(ctx: AppContext) {
  return moduleRoutes((app) => {
    const transfers = createTitleTransfersService(ctx);
    const codes = createCodeLinksService(ctx);
    const serve = routeServer(app, ctx);

    serve(api.titleTransfers.submit, ({ params, body }, dealerId) =>
      transfers.submit(dealerId, params.id, body),
    );
    serve(api.titleTransfers.codeSubmit, async ({ params, body }) => {
      const session = await codes.resolve(params.code, 'transfer');
      return transfers.submit(session.dealerId, session.auctionId, body);
    });
    serve(api.titleTransfers.sellerConfirm, ({ params }, sellerId) =>
      transfers.sellerConfirm(sellerId, params.id),
    );
    serve(api.titleTransfers.sellerObject, ({ params, body }, sellerId) =>
      transfers.sellerObject(sellerId, params.id, body.reason),
    );
    serve(api.titleTransfers.consoleConfirm, ({ params }, actor) =>
      transfers.operatorConfirm(actor, params.auctionId),
    );
    serve(api.titleTransfers.consoleReject, ({ params, body }, actor) =>
      transfers.operatorReject(actor, params.auctionId, body.reason),
    );

    // The proof's bytes: the signed link is the credential (it is handed only to the deal's parties and
    // operators in their details), so the answer is the file itself, never cached, never run as content.
    const route = api.titleTransfers.proof;
    app.get(
      route.path,
      {
        schema: {
          summary: route.summary,
          description: route.description,
          tags: [route.tag],
          params: route.params,
          querystring: route.query,
          response: fileResponse(
            '명의이전 서류 파일 (이미지 또는 PDF)',
            refusalsOf(route).filter((status) => status !== 400),
          ),
        },
      },
      async (request, reply) => {
        const { bytes, mimeType } = await transfers.proof(request.params.id, request.query);
        return (
          reply
            .header('Content-Type', mimeType)
            .header('Cache-Control', 'private, no-store')
            .header('X-Content-Type-Options', 'nosniff')
            .header(
              'Content-Security-Policy',
              "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
            )
            .header(
              'Content-Disposition',
              mimeType === 'application/pdf' ? 'attachment; filename="transfer.pdf"' : 'inline',
            )
            // Fastify sends a Buffer as it is, past the serializer; the schema's string only names it.
            .send(bytes as unknown as string)
        );
      },
    );
  });
}
