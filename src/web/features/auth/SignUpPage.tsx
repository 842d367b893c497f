import { ComingSoon } from './ComingSoon';

export function SignUpPage() {
  return <ComingSoon title="Sign Up" />;
}
