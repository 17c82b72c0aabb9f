// The runtime core of shared-ui: what must exist once in the page - the Chakra system and its provider,
// and the one toast queue. A Module Federation singleton ('shared-ui/core'), kept small and changed only
// compatibly (its own version: `sharedEntries["./core"]` in shared-ui/package.json). Everything else of
// shared-ui is stateless and shared by semver range ('shared-ui').
export { system } from './system';
export { UiProvider, type UiProviderProps } from './UiProvider';
export { toaster, TOAST_DURATION_MS, TOAST_MAX_VISIBLE } from './sharedToaster';
export { notify, type NotifyFn, type NotifyType } from './notify';
export { Toaster } from './Toaster';
