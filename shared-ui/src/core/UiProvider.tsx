import { ChakraProvider, LocaleProvider } from '@school/shared-ui/chakra';
import type { ReactNode } from 'react';
import { system } from './system';
import { Toaster } from './Toaster';

export type UiProviderProps = { children: ReactNode };

/**
 * The one Chakra provider and toast renderer of the page. Only the shell and each remote's
 * standalone bootstrap mount it; exposed remote modules render inside the shell's.
 */
export const UiProvider = ({ children }: UiProviderProps) => (
  <ChakraProvider value={system}>
    <LocaleProvider locale="ru-RU">
      {children}
      <Toaster />
    </LocaleProvider>
  </ChakraProvider>
);
