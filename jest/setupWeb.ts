import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import React from 'react';

// findBy*/waitFor wait up to 10 s instead of 1 s: the machine is shared with builds and benchmarks, and a
// component test waits for what the user would see, not for a deadline (timing is never what is tested).
configure({ asyncUtilTimeout: 10_000 });
// A component test gets 30 s (jest's default is 5 s) for the same reason: a dialog test that clicks through
// several steps ran out of 5 s in CI with benchmarks on the same cores.
jest.setTimeout(30_000);

// Chakra v3 (Ark/Zag) needs these browser APIs that jsdom does not have.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Object.assign(globalThis, { ResizeObserver: ResizeObserverStub });
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
Element.prototype.scrollIntoView = function scrollIntoView() {};
Element.prototype.scrollTo = function scrollTo() {};

// React 19's development build records an owner stack for up to 10,000 elements a second: an Error with its
// stack trace per element, a fifth of a component test's CPU (profiled on LeadDialog.test.tsx). Tests never
// read them; without them React's warnings name no owner component. REACT_OWNER_STACKS=on keeps them, for
// chasing a warning's origin.
const reactInternals = (React as unknown as Record<string, Record<string, unknown> | undefined>)
  .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
if (process.env.REACT_OWNER_STACKS !== 'on' && reactInternals) {
  Object.defineProperty(reactInternals, 'recentlyCreatedOwnerStacks', {
    configurable: true,
    get: () => Number.POSITIVE_INFINITY,
    set: () => undefined,
  });
}
