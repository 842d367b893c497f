// What other modules use of the payout destinations (issue 44).
export { bankRoutes } from './routes';
export { checkPayoutAccount, refreshDestinations, type BanksContext } from './service';
