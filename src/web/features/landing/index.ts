// What other features may use of landing (ESLint lets them import nothing else from this folder).
export { CALL_CENTRE, SUPPORT_EMAIL } from './ContactCard';
