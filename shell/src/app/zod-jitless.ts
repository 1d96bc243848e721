/**
 * The remotes' forms use zod, which probes `new Function` once to decide whether to compile its
 * checks. Our Content-Security-Policy forbids eval, so the probe fails (harmlessly) but the
 * browser reports a CSP violation. zod keeps its settings on globalThis for every copy of it, so
 * the shell sets `jitless` once, before any remote loads.
 */
export function configureZodForCsp(): void {
  const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
  // The same object, changed in place: a zod copy already loaded holds a reference to it.
  holder.__zod_globalConfig ??= {};
  holder.__zod_globalConfig.jitless = true;
}
