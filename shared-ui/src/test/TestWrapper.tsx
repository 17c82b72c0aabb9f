import { ChakraProvider, LocaleProvider } from '@school/shared-ui/chakra';
import type { ReactNode } from 'react';
import { system } from '@school/shared-ui/core';

export type TestWrapperProps = { children: ReactNode };

/**
 * The Chakra providers for the kit's own component tests: `render(ui, { wrapper: TestWrapper })`. The apps'
 * component tests use `renderWithProviders` of `tools/testing`, which composes this with the router, the
 * auth state, SWR and a fake API server (shared-ui may not import `tools`).
 * It leaves out the Toaster (its store subscription updates state outside act() and would warn
 * in every test); a test that asserts on toasts renders `<Toaster />` next to its component.
 */
export const TestWrapper = ({ children }: TestWrapperProps) => (
  <ChakraProvider value={system}>
    <LocaleProvider locale="ru-RU">{children}</LocaleProvider>
  </ChakraProvider>
);
