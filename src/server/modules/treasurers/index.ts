// What other modules may use of treasurers (issue 42): who a campaign's treasurers are, and
// their decisions on withdrawals. The routes are registered by app.ts from ./routes.
export { isTreasurer, treasurerReviews, treasurerUserIds } from './roster';
