import { toaster } from './sharedToaster';

export type NotifyType = 'success' | 'warning' | 'info' | 'error';

export type NotifyFn = (title: string, description?: string) => string;

const show =
  (type: NotifyType): NotifyFn =>
  (title, description) =>
    toaster.create({ type, title, description, closable: true });

/** Shows a toast; returns its id (toaster.dismiss(id) hides it early). */
export const notify: Record<NotifyType, NotifyFn> = {
  success: show('success'),
  warning: show('warning'),
  info: show('info'),
  error: show('error'),
};
