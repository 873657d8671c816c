// The dealer's proof (docs/domain.md "Title transfer"): the (masked) file goes up with POST /v1/files/images as
// the dealer (or under the code link), then POST .../transfer {document, maskingConfirmed} by id or by code;
// the detail and the deal lists refresh after.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  UPLOAD_CODE_LINK_HEADER,
  api,
  type TransferDocumentKind,
  type TransferActionResponse,
} from '@autobid/shared';
import { auctionTargetKey, callTarget, type AuctionTarget } from '@/lib/auction-target';
import { call } from '@/lib/call';

export type SubmitTransferInput = { file: File; kind: TransferDocumentKind };

async function uploadProof(target: AuctionTarget, file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const headers: Record<string, string> =
    target.kind === 'code' ? { [UPLOAD_CODE_LINK_HEADER]: target.code } : {};
  const { url } = await call(
    api.files.upload,
    { body: form },
    { session: 'dealer', headers, silent: true, keepSession: target.kind === 'code' },
  );
  return url;
}

export function useSubmitTransfer(target: AuctionTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, kind }: SubmitTransferInput): Promise<TransferActionResponse> => {
      const url = await uploadProof(target, file);
      const body = { document: { url, kind }, maskingConfirmed: true as const };
      return callTarget(target, {
        id: (params) => call(api.titleTransfers.submit, { params, body }, { silent: true }),
        code: (params, options) =>
          call(api.titleTransfers.codeSubmit, { params, body }, { ...options, silent: true }),
      });
    },
    // The detail, the deal list and the home counters show the transfer.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: auctionTargetKey(target) }),
        queryClient.invalidateQueries({ queryKey: ['deals'] }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      ]),
  });
}
