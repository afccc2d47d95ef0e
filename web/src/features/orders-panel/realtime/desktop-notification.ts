import { formatMoney } from '@/lib/format';
import type { NewOrderMessage } from '../api/types';
import { MSG } from '../lib/messages';

export type PermissionState = NotificationPermission | 'unsupported';

export function notificationPermission(): PermissionState {
  if (typeof window === 'undefined' || !('Notification' in window)) return 'unsupported';
  return window.Notification.permission;
}

/** Asks the browser for permission (promise or old callback form); answers the new state. */
export async function requestNotificationPermission(): Promise<PermissionState> {
  if (notificationPermission() === 'unsupported') return 'unsupported';
  try {
    const answer = await new Promise<NotificationPermission>((resolve) => {
      const maybe = window.Notification.requestPermission(resolve);
      if (maybe && typeof maybe.then === 'function') maybe.then(resolve, () => resolve(window.Notification.permission));
    });
    return answer;
  } catch {
    return notificationPermission();
  }
}

/** A desktop notification only when the tab is hidden (the open panel already rings) and permission is granted. */
export function notifyNewOrder(order: NewOrderMessage): boolean {
  if (typeof document === 'undefined' || document.visibilityState !== 'hidden') return false;
  if (notificationPermission() !== 'granted') return false;
  try {
    const body = [order.client, order.totalPrice != null ? formatMoney(String(order.totalPrice)) : null].filter(Boolean).join(' · ');
    const notification = new window.Notification(MSG.desktopNotificationTitle(String(order.orderNumber)), {
      body,
      tag: `comanda-${order.orderNumber}`,
      icon: '/favicon.svg',
    });
    notification.onclick = () => {
      window.focus();
      notification.close();
    };
    return true;
  } catch {
    // Some browsers (Android Chrome) only allow notifications from a service worker.
    return false;
  }
}
