// What other modules use of the payout destinations (issue 44).
export { bankRoutes } from './routes';
export { checkPayoutAccount, payoutDestinationList, refreshDestinations, type BanksContext } from './service';
