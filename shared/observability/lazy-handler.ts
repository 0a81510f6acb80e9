/**
 * A Lambda entry whose handler module loads on the first invocation, then stays cached (issue 12): the
 * cold import of the entry evaluates nothing but this, and the module's own imports (the Powertools
 * middleware, ElectroDB, zod schemas, the SDK clients) load when the first event arrives. Bundled,
 * esbuild inlines the module but defers its evaluation; a failed load is retried by the next event.
 * `load` is exposed for the benchmark (tests/bench/functions.ts times it after the import).
 */
export function lazyHandler<H extends (...args: never[]) => Promise<unknown>>(load: () => Promise<{ handler: H }>) {
  let loading: Promise<{ handler: H }> | undefined;
  const loaded = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const handler = async (...args: Parameters<H>): Promise<Awaited<ReturnType<H>>> => (await loaded()).handler(...args) as Awaited<ReturnType<H>>;
  return Object.assign(handler, { load: loaded });
}
