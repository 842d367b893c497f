// What other features may use of auth (ESLint lets them import nothing else from this folder).
export { LogoutConfirm } from './LogoutConfirm';
export { forgetSession } from './logout';
