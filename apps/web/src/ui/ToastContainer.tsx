import { Notifications, type NotificationsProps } from '@mantine/notifications';

/** Mantine's toast container, in its own chunk (see ToastHost). */
export function ToastContainer(props: NotificationsProps) {
  return <Notifications {...props} />;
}
