import { ComingSoon } from './ComingSoon';

export function VerifyPage() {
  return <ComingSoon title="Verify Your Account" />;
}
