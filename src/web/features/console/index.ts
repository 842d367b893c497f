// The operators' console (issue 46): what the app's route modules load, lazily, for reviewers only
// (src/web/app/pages/console*.ts); other features take nothing from it. One chunk for the console.
import { m } from '#i18n/paraglide/messages.js';

export { OverviewPage } from './OverviewPage';
export { PeoplePage } from './PeoplePage';
export { PersonPage } from './PersonPage';
export { MoneyPage } from './MoneyPage';
export { AuditPage } from './AuditPage';
export { ReconciliationInConsole } from './ReconciliationInConsole';
export { HealthPage } from './HealthPage';

/** Each page's name in the tab's title ("Console: People"). */
export const consoleTitles = {
  overview: () => m.con_title({ section: m.con_nav_overview() }),
  people: () => m.con_title({ section: m.con_nav_people() }),
  person: () => m.con_title({ section: m.con_person_title() }),
  money: () => m.con_title({ section: m.con_nav_money() }),
  audit: () => m.con_title({ section: m.con_nav_audit() }),
  reconciliation: () => m.con_title({ section: m.con_nav_reconciliation() }),
  health: () => m.con_title({ section: m.con_nav_health() }),
};
