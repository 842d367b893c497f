// What other features may use of auth (ESLint lets them import nothing else from this folder).
export { LogoutConfirm } from './LogoutConfirm';
export { forgetSession } from './logout';
// The providers the server offers: Google's buttons, and Fayda's on the profile.
export { providersQuery } from './auth-api';
