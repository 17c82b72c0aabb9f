import { z } from 'zod';

// The suite's pages run under a Content-Security-Policy without 'unsafe-eval' (nginx/snippets). Zod probes
// eval (new Function) while it builds each object schema - a CSP violation reported on every start - to
// compile faster parsers; its interpreted parsers give the same results. Both browser entries of this
// package (index.ts and core/index.ts, which may load first) import this module before any schema is built
// (the server imports ./contracts and keeps the JIT).
z.config({ jitless: true });
