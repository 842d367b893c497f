// A localStorage mark saying this device has a campaign waiting to be sent: read at app start
// without opening IndexedDB, set and cleared by the sender.
const MARK = 'birr.outbox';

export const markOutboxPending = () => localStorage.setItem(MARK, '1');
export const clearOutboxMark = () => localStorage.removeItem(MARK);
export const outboxPending = () => {
  try {
    return localStorage.getItem(MARK) !== null;
  } catch {
    return false;
  }
};
