// The donations' query keys that the server's renderer fills as well as the queries
// (./donation-api.ts): the route modules import them without the HTTP client.

/** A donation's receipt: the thank-you page, rendered on the server with it (issue 43). */
export const receiptQueryKey = (txRef: string) => ['donation-receipt', txRef] as const;

/** The fee and the fields the provider needs: the campaign page carries them, so its form opens complete (issue 43). */
export const DONATION_OPTIONS_KEY = ['donation-options'] as const;

/** The wallets paid on Birr's own page: with the campaign page as well (./direct-charge-api.ts). */
export const WALLET_OPTIONS_KEY = ['donation-wallets'] as const;

/** The reference the payment provider's return URL carries (Chapa names it `trx_ref` on some returns). */
export const txRefOf = (params: URLSearchParams) => params.get('tx_ref') ?? params.get('trx_ref') ?? '';
