// Exchange rates (issue 43, paying from abroad): the path under /api, free of zod. The answer's
// shape is in exchange.ts.

export const EXCHANGE_ENDPOINTS = {
  /** GET (public) → ExchangeRates: Birr for one unit of each currency a donor may pay in besides Birr */
  rates: '/exchange-rates',
} as const;
