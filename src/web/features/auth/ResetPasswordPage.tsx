import { ComingSoon } from './ComingSoon';

export function ResetPasswordPage() {
  return <ComingSoon title="Reset Password" />;
}
