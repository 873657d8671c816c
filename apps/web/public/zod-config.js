// Runs before the app's modules: zod reads its settings from this global when it loads. Without its
// eval-compiled fast path, zod never probes for eval, which the Content-Security-Policy forbids
// (docs/decisions/017) and reports as a violation even when the probe's error is caught.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
