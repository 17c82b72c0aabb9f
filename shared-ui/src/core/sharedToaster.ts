import { createToaster } from '@school/shared-ui/chakra';

export const TOAST_DURATION_MS = 3000;
export const TOAST_MAX_VISIBLE = 3;

/**
 * The one toast queue of the page. shared-ui/core is a Module Federation singleton, so the shell and
 * every remote that imports it share this instance; only the shell mounts the Toaster.
 */
export const toaster = createToaster({
  placement: 'top-end',
  max: TOAST_MAX_VISIBLE,
  duration: TOAST_DURATION_MS,
  pauseOnPageIdle: true,
});
