import { randomUUID } from 'node:crypto';
import { auditEntryFor, type Actor } from '../../audit/server/service.js';
import { ConflictError, NotFoundError, ValidationError, parseOrRefuse } from '../../errors.js';
import type { AdminPropertyDetail } from '../api.js';
import { PROPERTY_CHANGED, PROPERTY_NOT_FOUND, propertyRepository, type LinkChanges } from './repository.js';
import { adminPositionPlan, locate, withPosition } from './position.js';
import { propertySchema, type Property, type PropertyAgentsInput, type PropertyChangesOutput, type PropertyInputOutput } from '../schema.js';

/** The audit log's name for this area's entries (GET /api/admin/audit). */
export const PROPERTY_AUDIT_ENTITY = 'property';

const unknownAgents = (ids: string[]) =>
  new ValidationError(ids.length === 1 ? `Courtier introuvable : ${ids[0]}.` : `Courtiers introuvables : ${ids.join(', ')}.`, {
    fields: { agents: 'Courtier introuvable.' },
  });

/** Every linked broker must exist (a 400 naming the unknown ones); the transaction re-checks at commit. */
async function assertAgentsExist(links: PropertyAgentsInput) {
  const ids = links.map((l) => l.agentId);
  const existing = await propertyRepository.existingAgentIds(ids);
  const missing = ids.filter((id) => !existing.has(id));
  if (missing.length > 0) throw unknownAgents(missing);
}

/** Primary first, then by id: two equal link sets compare equal, and the audit shows them in one order. */
const sortedLinks = (links: PropertyAgentsInput) =>
  [...links].sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary) || a.agentId.localeCompare(b.agentId));

/**
 * The cover photo (imageUrl): the one the admin sends, else the first photo. When the photos change without
 * a cover being sent and the cover is no longer among them, the new first photo takes its place.
 */
function withCover(property: Property, change: { photosChanged: boolean; coverSent: boolean }): Property {
  const { imageUrl, photosUrls } = property;
  const stale = !imageUrl || (change.photosChanged && !change.coverSent && !photosUrls.includes(imageUrl));
  if (!stale) return property;
  const { imageUrl: _, ...rest } = property;
  return photosUrls[0] ? { ...rest, imageUrl: photosUrls[0] } : rest;
}

export async function getAdminProperty(id: string): Promise<AdminPropertyDetail> {
  const property = await propertyRepository.getForAdmin(id);
  if (!property) throw new NotFoundError(PROPERTY_NOT_FOUND);
  return property;
}

/** The property placed on the map when the plan says so (docs/decisions.md, "Coordinates for every listing"). */
async function placed(current: Property | null, next: Property, sent: { latitude?: number | null; longitude?: number | null }): Promise<Property> {
  if (adminPositionPlan(current, next, sent) === 'keep') return next;
  return withPosition(next, await locate(next, { propertyId: next.id }));
}

/**
 * POST /api/admin/properties: the server sets the id, the dates and a view count of 0. Without coordinates
 * from the admin, the address is geocoded (not found: saved non localisée).
 */
export async function createProperty(input: PropertyInputOutput, actor: Actor, now = new Date()): Promise<AdminPropertyDetail> {
  const { agents, ...fields } = input;
  await assertAgentsExist(agents);
  const at = now.toISOString();
  const parsed = parseOrRefuse(propertySchema, { ...fields, id: randomUUID(), createdAt: at, updatedAt: at, viewsCount: 0 });
  const property = withCover(await placed(null, parsed, fields), {
    photosChanged: true,
    coverSent: fields.imageUrl !== undefined,
  });
  const links = sortedLinks(agents);
  const audit = auditEntryFor({ actor, action: 'create', entity: PROPERTY_AUDIT_ENTITY, entityId: property.id, before: null, after: { ...property, agents: links } }, now);
  await propertyRepository.create(property, links, audit);
  return getAdminProperty(property.id);
}

/**
 * PATCH /api/admin/properties/{id}: merges what changed (null clears an optional field), validates the
 * merged property, places it again when its address changed (position.ts: adminPositionPlan), replaces the
 * broker links when `agents` is sent, and writes it all with its audit entry only if nobody saved the
 * property since it was read (or since `expectedUpdatedAt`, the form's version).
 */
export async function updateProperty(id: string, body: PropertyChangesOutput, actor: Actor, now = new Date()): Promise<AdminPropertyDetail> {
  const { expectedUpdatedAt, agents, ...changes } = body;
  const [current, currentLinks] = await Promise.all([propertyRepository.get(id), propertyRepository.links(id)]);
  if (!current) throw new NotFoundError(PROPERTY_NOT_FOUND);
  if (expectedUpdatedAt !== undefined && expectedUpdatedAt !== current.updatedAt) throw new ConflictError(PROPERTY_CHANGED);

  const merged: Record<string, unknown> = { ...current, updatedAt: now.toISOString() };
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) delete merged[name];
    else if (value !== undefined) merged[name] = value;
  }
  const next = withCover(await placed(current, parseOrRefuse(propertySchema, merged), changes), {
    photosChanged: changes.photosUrls !== undefined,
    coverSent: typeof changes.imageUrl === 'string',
  });

  let links: LinkChanges | null = null;
  let nextLinks = currentLinks;
  if (agents) {
    nextLinks = sortedLinks(agents);
    if (JSON.stringify(nextLinks) !== JSON.stringify(currentLinks)) {
      await assertAgentsExist(nextLinks);
      const kept = new Set(nextLinks.map((l) => l.agentId));
      links = { put: nextLinks, remove: currentLinks.filter((l) => !kept.has(l.agentId)).map((l) => l.agentId) };
    }
  }

  const audit = auditEntryFor(
    { actor, action: 'update', entity: PROPERTY_AUDIT_ENTITY, entityId: id, before: { ...current, agents: currentLinks }, after: { ...next, agents: nextLinks } },
    now,
  );
  if (audit.fields.length > 0) await propertyRepository.replace(next, current, links, audit);
  return getAdminProperty(id);
}

/** DELETE /api/admin/properties/{id}: the property and its broker links, with the audit entry. */
export async function deleteProperty(id: string, actor: Actor, now = new Date()) {
  const current = await propertyRepository.get(id);
  if (!current) throw new NotFoundError(PROPERTY_NOT_FOUND);
  const audit = auditEntryFor({ actor, action: 'delete', entity: PROPERTY_AUDIT_ENTITY, entityId: id, before: current, after: null }, now);
  await propertyRepository.remove(id, audit);
}
