// Mantine's toasts with their stylesheet: both load on the first toast (./Toasts.tsx).
import '@mantine/notifications/styles.layer.css';

export { Notifications } from '@mantine/notifications';
