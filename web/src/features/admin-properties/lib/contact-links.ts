import type { AdminPropertyAgent } from '../api/admin-property-types';

/** tel: wants digits only; North American numbers get their country code. */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 10) return `tel:+1${digits}`;
  return `tel:${phone.trim().startsWith('+') ? `+${digits}` : digits}`;
}

/** The primary broker (else the first one): the one visitors and admins reach for this property. */
export function primaryAgent(agents: readonly AdminPropertyAgent[]): AdminPropertyAgent | undefined {
  return agents.find((agent) => agent.isPrimary) ?? agents[0];
}

/** 'Contacter l'Agent': an e-mail when the broker has one, else a call. */
export function contactHref(agent: Pick<AdminPropertyAgent, 'email' | 'phone'> | undefined, subject: string): string | undefined {
  if (agent?.email) return `mailto:${agent.email}?subject=${encodeURIComponent(subject)}`;
  if (agent?.phone) return telHref(agent.phone);
  return undefined;
}
