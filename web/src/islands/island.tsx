import { useId, useState, type ComponentType, type ReactNode } from 'react';
import type { IslandGroup } from './registry';

/** What an island's props may be: written into the page as JSON, read back by the islands runtime. */
type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue | undefined };
type JsonProps = { [key: string]: JsonValue | undefined };

export const ISLAND_ATTRIBUTE = 'data-island';

/** Preact's internals that `useId` reads: a component's vnode, and the id counter ("mask") on a vnode. */
type WithVNode = { __v: { __m?: [string | number, number] } };

/**
 * Makes every `useId` below it count from `id`, in whichever tree renders it: the whole page (the
 * prerenderer, the app) or the island alone (islands/main.tsx). An island's ids are then the same in the
 * prerendered HTML and once the island runs on its own, so hydration keeps them and nothing created later
 * points at a stale one. Preact's `useId` walks up the vnodes to the first with a counter (`__m`); this
 * gives the island's vnode one (tests/e2e/prerendering.spec.ts fails without it).
 */
export function IdScope(this: WithVNode, { id, children }: { id: string; children: ReactNode }) {
  const [mask] = useState<[string, number]>(() => [`${id}-`, 0]);
  this.__v.__m = mask;
  return children;
}

/** Every island declared so far, by name (tests/unit/ssr-documents.test.ts checks each is its group's export). */
export const declaredIslands = new Map<string, ComponentType<never>>();

/**
 * A part of a page that runs on its own. Everywhere it renders as itself inside a wrapper that names it
 * ('<group>:<export>': the module of islands/groups that exports it, islands/registry.ts) and holds its
 * props; on a page prerendered for islands (a route's `handle.islands`), the browser loads only the
 * islands, not the app, and runs each from its wrapper (islands/main.tsx): the rest of the page stays the
 * prerendered HTML. Its props must be JSON, and it must not depend on the route (no `useParams`, no loader
 * data): what it shows comes from its props or the query cache, which starts from the page's data.
 */
export function island<P extends JsonProps>(group: IslandGroup, exportName: string, Component: ComponentType<P>): ComponentType<P> {
  const name = `${group}:${exportName}`;
  declaredIslands.set(name, Component as ComponentType<never>);
  function Island(props: P) {
    const id = useId();
    return (
      <div {...{ [ISLAND_ATTRIBUTE]: name }} data-island-id={id} data-props={JSON.stringify(props)} className="contents">
        <IdScope id={id}>
          <Component {...props} />
        </IdScope>
      </div>
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
