import { foldForSearch } from '../text.js';
import type { Agent } from './schema.js';

/** Index key attributes derived from an agent on every write (docs/data-model.md). */
export function agentKeys(a: Pick<Agent, 'name' | 'isActive' | 'isPresident'>) {
  return {
    /** Partition of the public team index: only active agents are listed. */
    listState: a.isActive ? 'active' : 'inactive',
    /** '0' for co-presidents so they sort first, '1' otherwise. */
    presidentRank: a.isPresident ? '0' : '1',
    /** Accent-free lower-case name: 'Émilie' sorts with the E's. */
    sortName: foldForSearch(a.name),
  } as const;
}
export type AgentDerivedKey = keyof ReturnType<typeof agentKeys>;
