import { agentRepository } from '../../agents/server/repository.js';
import { propertyRepository } from '../../properties/server/repository.js';
import { settingsRepository } from '../../settings/server/repository.js';
import type { Agent } from '../../agents/schema.js';
import { agencyGaps, brokerGaps, type ComplianceReport } from '../report.js';

/**
 * The 'Conformité' check: reads the settings, every broker (a brokerage has dozens: a Query of their partition,
 * page by page) and, for each broker lacking a mention only, the listings linked to him (Queries by broker), never
 * the whole catalogue.
 */
export async function complianceReport(): Promise<ComplianceReport> {
  const [settings, agents] = await Promise.all([settingsRepository.getSiteSettings(), allAgents()]);
  const brokers = brokerGaps(agents);
  const links = await Promise.all(brokers.map((broker) => agentRepository.links(broker.id)));
  const linked = new Map<string, string[]>();
  brokers.forEach((broker, i) => {
    for (const { propertyId } of links[i]!) linked.set(propertyId, [...(linked.get(propertyId) ?? []), broker.name]);
  });
  const properties = await propertyRepository.summaries([...linked.keys()]);
  const listings = properties
    .map((property) => ({ id: property.id, title: property.title, isActive: property.isActive, brokers: linked.get(property.id) ?? [] }))
    .sort((a, b) => Number(b.isActive) - Number(a.isActive) || a.title.localeCompare(b.title, 'fr-CA'));
  return { agency: agencyGaps(settings), brokers, listings };
}

async function allAgents(): Promise<Agent[]> {
  const agents: Agent[] = [];
  let cursor: string | null = null;
  do {
    const page = await agentRepository.listAll({ limit: 100, cursor });
    agents.push(...page.items);
    cursor = page.cursor;
  } while (cursor);
  return agents;
}
