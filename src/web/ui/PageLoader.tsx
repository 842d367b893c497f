import { loading } from '#i18n/paraglide/messages.js';

/** What a page shows while its code or the session it needs is on its way. */
export const PageLoader = () => <div style={{ minHeight: '60vh' }} aria-busy="true" aria-label={loading()} />;
