import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

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
