// The component-test toolkit of every front-end package: the providers and the fake API server.
export {
  renderWithProviders,
  TestProviders,
  TEST_USER,
  type RenderWithProvidersOptions,
  type TestProvidersProps,
} from './renderWithProviders';
export {
  errorReply,
  gatewayError,
  heldReply,
  never,
  setupFakeServer,
  startFakeServer,
  type FakeFile,
  type FakeHandler,
  type FakeMethod,
  type FakeNotice,
  type FakeReply,
  type FakeRequest,
  type FakeServer,
} from './fakeServer';
export { testPageDeclarations } from './pageDeclarations';
