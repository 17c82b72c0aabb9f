// The jest-dom matchers (toBeInTheDocument...) are registered by jest/setupWeb.ts at run time;
// this brings their types into the type check of the tests.
/// <reference types="@testing-library/jest-dom" />
