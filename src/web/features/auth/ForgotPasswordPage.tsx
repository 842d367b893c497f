import { ComingSoon } from './ComingSoon';

export function ForgotPasswordPage() {
  return <ComingSoon title="Forgot Password" />;
}
