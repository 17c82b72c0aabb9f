// jsdom lacks the fetch family, streams and encoders that ky and Chakra use: copy them from Node.
const JsdomEnvironment = require('jest-environment-jsdom').default;

class Environment extends JsdomEnvironment {
  constructor(...args) {
    super(...args);
    const g = this.global;
    for (const name of [
      'fetch',
      'Request',
      'Response',
      'Headers',
      'FormData',
      'Blob',
      'File',
      'ReadableStream',
      'WritableStream',
      'TransformStream',
      'TextEncoder',
      'TextDecoder',
      'structuredClone',
      'BroadcastChannel',
      'AbortController',
      'AbortSignal',
    ]) {
      if (globalThis[name]) g[name] = globalThis[name];
    }
  }
}
module.exports = Environment;
