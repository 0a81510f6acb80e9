import { AdminAccessRevokedV1 } from '../../events/admin-access-revoked.v1.js';
import { AgentChangedV1 } from '../../events/agent-changed.v1.js';
import type { BusEvent } from '../../events/envelope.js';
import { parseEvent } from '../../events/envelope.js';
import { LeadChangedV1 } from '../../events/lead-changed.v1.js';
import { LeadCreatedV1 } from '../../events/lead-created.v1.js';
import { PropertyChangedV1 } from '../../events/property-changed.v1.js';
import type { LiveMessage } from './channel.js';

/** The live message of one bus event of the `live-updates` rule, with the envelope id (the idempotency key). */
export function toLiveChange(event: BusEvent): { eventId: string; change: LiveMessage } {
  switch (event['detail-type']) {
    case PropertyChangedV1.detailType: {
      const { id, data } = parseEvent(PropertyChangedV1, event);
      const shown = data.after ?? data.before;
      return { eventId: id, change: { kind: 'property', change: data.change, id: data.propertyId, label: shown?.title, visible: Boolean(data.after?.isActive) } };
    }
    case AgentChangedV1.detailType: {
      const { id, data } = parseEvent(AgentChangedV1, event);
      const shown = data.after ?? data.before;
      return { eventId: id, change: { kind: 'agent', change: data.change, id: data.agentId, label: shown?.name, visible: Boolean(data.after) } };
    }
    case LeadCreatedV1.detailType: {
      const { id, data } = parseEvent(LeadCreatedV1, event);
      return { eventId: id, change: { kind: 'lead', change: 'created', id: data.leadId, label: data.leadType, visible: true } };
    }
    case LeadChangedV1.detailType: {
      const { id, data } = parseEvent(LeadChangedV1, event);
      return { eventId: id, change: { kind: 'lead', change: data.change, id: data.leadId, label: (data.after ?? data.before)?.leadType, visible: Boolean(data.after) } };
    }
    case AdminAccessRevokedV1.detailType: {
      const { id, data } = parseEvent(AdminAccessRevokedV1, event);
      return { eventId: id, change: { kind: 'access', change: 'revoked', id: data.userId } };
    }
    default:
      throw new Error(`No live message for ${event.source}/${event['detail-type']}`);
  }
}
