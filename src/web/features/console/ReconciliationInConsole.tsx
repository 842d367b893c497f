import { ConsoleFrame } from './ConsoleFrame';
import ReconciliationPage from './ReconciliationPage';

/** /admin/reconciliation: the reconciliation view (./ReconciliationPage.tsx) inside the console's frame and guard. */
export function ReconciliationInConsole() {
  return (
    <ConsoleFrame>
      <ReconciliationPage />
    </ConsoleFrame>
  );
}
