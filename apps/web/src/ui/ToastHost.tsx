import { useNotifications } from '@mantine/notifications';
import { lazyPage } from '@/app/router/lazyPage';
import { Suspense, useState } from 'react';
import { TOAST_DURATION_MS } from '@penstock/domain';

// The toast container (its transitions and layout) loads with the first toast, not with every
// screen: the store behind showToast() keeps toasts raised before it is there, and shows them then.
const Notifications = lazyPage(() => import('./ToastContainer').then((m) => ({ default: m.ToastContainer })));

/** Toasts: bottom-right, closable, 15 s, at most five at a time (spec 1 section 8). */
export function ToastHost() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="bottom-right" autoClose={TOAST_DURATION_MS} limit={5} />
    </Suspense>
  );
}
