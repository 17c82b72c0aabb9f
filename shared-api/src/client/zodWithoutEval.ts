import { z } from 'zod';

// The suite's pages run under a Content-Security-Policy without 'unsafe-eval' (nginx/snippets). Zod probes
// eval (new Function) while it builds each object schema - a CSP violation reported on every start - to
// compile faster parsers; its interpreted parsers give the same results. Both browser entries of this
// package (index.ts and core/index.ts, which may load first) import this module before any schema is built,
// and so do the learning area's contract modules (bundled into mf-learning with a zod of its own). In a page
// only: the server, which imports those modules too, keeps the JIT.
if ('document' in globalThis) z.config({ jitless: true });
