// What other modules use of exchange rates (issue 43): the route, the job's refresh, the rate a gift abroad is priced at.
export { rateRoutes } from './routes';
export { currentRate, refreshRates, type RatesContext } from './service';
