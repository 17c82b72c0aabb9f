import { Toaster as ChakraToaster, Portal, Stack, Toast } from '@school/shared-ui/chakra';
import { messages } from '../messages';
import { toaster } from './sharedToaster';

/** Renders the shared toast queue. Mounted once, by UiProvider. */
export const Toaster = () => (
  <Portal>
    <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }} aria-label={messages.notifications}>
      {(toast) => (
        <Toast.Root width={{ md: 'sm' }}>
          <Toast.Indicator />
          <Stack gap="1" flex="1" maxWidth="100%">
            {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
            {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
          </Stack>
          {toast.closable && <Toast.CloseTrigger aria-label={messages.close} />}
        </Toast.Root>
      )}
    </ChakraToaster>
  </Portal>
);
