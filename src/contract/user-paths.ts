// The signed-in user's own account: the paths under /api, free of zod. The bodies and answers are in user.ts.

export const USER_ENDPOINTS = {
  /** GET → MeResponse; DELETE DeleteAccountBody (account-data.ts) → {message}: the account deleted */
  me: '/user/me',
  /** PATCH (multipart: changed fields, profileImg) → MeResponse */
  profile: '/user',
  /** PATCH PasswordChangeBody → {message} */
  password: '/user/password',
  /** GET → AccountExport (account-data.ts), as a file to save */
  exportData: '/user/me/export',
  /** POST → {message}: a code to confirm deleting an account that has no password */
  deletionCode: '/user/me/deletion-code',
} as const;
