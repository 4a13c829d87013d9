import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';

export type ToastStatus = 'success' | 'warning' | 'error' | 'loading' | 'info';

/** Default titles by status (spec 1 section 8). */
export const TOAST_TITLES: Record<ToastStatus, string> = {
  success: 'Success',
  warning: 'Warning',
  error: 'Error',
  loading: 'Loading',
  info: 'Information',
};
const COLORS: Record<ToastStatus, string> = {
  success: 'positive',
  warning: 'caution',
  error: 'destructive',
  loading: 'primary',
  info: 'info',
};

export interface ToastOptions {
  status: ToastStatus;
  message: ReactNode;
  title?: ReactNode;
  id?: string;
}

/** Shows a toast: bottom-right, closable, 15 s (set on the Notifications provider). */
export function showToast({ status, message, title, id }: ToastOptions): string {
  return notifications.show({
    id,
    title: title ?? TOAST_TITLES[status],
    message,
    color: COLORS[status],
    loading: status === 'loading',
    withCloseButton: true,
  });
}

function detailOf(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const direct = (error as { detail?: unknown }).detail;
  if (typeof direct === 'string' && direct) return direct;
  const body = (error as { body?: unknown }).body;
  if (body && typeof body === 'object' && typeof (body as { detail?: unknown }).detail === 'string')
    return (body as { detail: string }).detail || undefined;
  return undefined;
}

/**
 * Mutation failure rule (spec 1 section 8): an error body with a detail gives an error toast with
 * that detail under the area's title; otherwise the area's generic text.
 */
export function notifyMutationError(
  error: unknown,
  texts: { title?: string; generic: string; detail?: boolean },
): void {
  const detail = texts.detail === false ? undefined : detailOf(error);
  showToast({ status: 'error', title: texts.title, message: detail ?? texts.generic });
}
