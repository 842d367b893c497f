// Names the page and the service worker share (no imports: the worker loads this too).

/** Background Sync tag registered when a submission is queued. */
export const SYNC_TAG = 'birr-campaign-outbox';
/** Message the service worker posts to open pages after a replay. */
export const OUTBOX_MESSAGE = 'birr-campaign-outbox';
/** Web Lock held by whoever sends queued submissions (a tab or the service worker). */
export const OUTBOX_LOCK = 'birr-campaign-outbox';
/** sessionStorage mark set just before the confirmation page opens after a real submission (read once there). */
export const SUBMITTED_MARK = 'birr.submitted';
