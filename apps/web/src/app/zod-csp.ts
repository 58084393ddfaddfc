declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

// The shop's CSP has no 'unsafe-eval'. Zod's compiled parsers probe `new Function` once, and the
// browser reports that probe as a CSP violation even though zod catches it; `jitless` skips it.
// Zod keeps its global config on this global (zod/v4/core/core.js), so it is set here without
// importing zod, which stays out of the first download. Imported first in root.tsx.
globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };

export {};
