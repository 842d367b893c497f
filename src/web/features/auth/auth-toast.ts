import { showToast } from '#web/lib/toast';

/** Spec section 4: auth toasts close after 3 s. */
export const AUTH_TOAST_MS = 3000;

export const toastSuccess = (message: string) => void showToast({ message, color: 'green', autoClose: AUTH_TOAST_MS });

export const toastError = (message: string) => void showToast({ message, color: 'red', autoClose: AUTH_TOAST_MS });
