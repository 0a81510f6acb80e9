import { leadRepository } from '../../../shared/leads/server/repository.js';
import { createLead } from '../../../shared/leads/server/service.js';
import { statusHistoryEntry } from '../../../shared/leads/workflow.js';
import type { DemoContext } from './context.js';
import { demoLeads } from './data/leads.js';
import { demoId } from './seed.js';

const HOUR_MS = 3_600_000;

/**
 * Demo leads through the public forms' own create path (counters and LeadCreated with each), with
 * stable ids: a lead already there is left as it is (an admin may have moved it since).
 */
export async function seedDemoLeads(context: DemoContext): Promise<string> {
  for (const { key, ageHours, moves = [], notes, agentKey, propertyKey, ...fields } of demoLeads) {
    const id = demoId('lead', key);
    if (await leadRepository.get(id)) continue;
    const createdAt = new Date(context.now.getTime() - ageHours * HOUR_MS);
    const linked = (ids: ReadonlyMap<string, string>, demoKey: string | undefined, kind: string) => {
      if (!demoKey) return undefined;
      const found = ids.get(demoKey);
      if (!found) throw new Error(`Demo lead ${key} names unknown ${kind} ${demoKey}`);
      return found;
    };
    // The follow-up moves a few hours apart, each before the seed's clock.
    const step = Math.min(24, ageHours / (moves.length + 1)) * HOUR_MS;
    await createLead(
      {
        ...fields,
        status: moves.at(-1) ?? 'new',
        ...(moves.length ? { statusHistory: moves.map((status, i) => statusHistoryEntry({ status, at: new Date(createdAt.getTime() + (i + 1) * step).toISOString() })) } : {}),
        ...(notes ? { notes } : {}),
        ...(agentKey ? { assignedAgentId: linked(context.agentIds, agentKey, 'broker') } : {}),
        ...(propertyKey ? { propertyId: linked(context.propertyIds, propertyKey, 'property') } : {}),
      },
      createdAt,
      id,
    );
  }
  return `${demoLeads.length} leads`;
}
