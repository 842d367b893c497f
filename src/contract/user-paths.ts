// The signed-in user's own account: the paths under /api, free of zod. The bodies and answers are in user.ts.

export const USER_ENDPOINTS = {
  /** GET → MeResponse */
  me: '/user/me',
  /** PATCH (multipart: changed fields, profileImg) → MeResponse */
  profile: '/user',
  /** PATCH PasswordChangeBody → {message} */
  password: '/user/password',
} as const;
