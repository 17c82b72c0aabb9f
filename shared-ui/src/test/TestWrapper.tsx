import { ChakraProvider, LocaleProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { system } from '../theme/system';

export type TestWrapperProps = { children: ReactNode };

/**
 * Providers for component tests in any package: `render(ui, { wrapper: TestWrapper })`.
 * It leaves out the Toaster (its store subscription updates state outside act() and would warn
 * in every test); a test that asserts on toasts renders `<Toaster />` next to its component.
 */
export const TestWrapper = ({ children }: TestWrapperProps) => (
  <ChakraProvider value={system}>
    <LocaleProvider locale="ru-RU">{children}</LocaleProvider>
  </ChakraProvider>
);
