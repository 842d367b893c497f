// Sign-up, sign-in and their codes: the paths under /api, free of zod so the sign-in pages use
// them without it. The bodies and answers are in auth.ts.

export const AUTH_ENDPOINTS = {
  /** POST {email | phoneNumber, password} → AuthTokens */
  signin: '/auth/local/signin',
  /** POST SignupBody → 201 AuthTokens */
  signup: '/auth/local/signup',
  /** POST {email | phoneNumber, verificationCode} → VerifyAccountAnswer */
  verify: '/auth/verify-account',
  /** POST {email | phoneNumber} → {message} */
  resend: '/auth/verify-account/resend',
  /** POST {email | phoneNumber} → {message} */
  forgot: '/auth/forgot-password',
  /** POST {password, passwordConfirm} → {message} */
  reset: (token: string) => `/auth/reset-password/${token}`,
  /** GET → AuthProviders */
  providers: '/auth/providers',
} as const;
