/** The query cache's key for a donation's receipt: the thank-you page's route module (which the server fills) and its query share it. */
export const receiptQueryKey = (txRef: string) => ['donation-receipt', txRef] as const;

/** The reference the payment provider's return URL carries (Chapa names it `trx_ref` on some returns). */
export const txRefOf = (params: URLSearchParams) => params.get('tx_ref') ?? params.get('trx_ref') ?? '';
