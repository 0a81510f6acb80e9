/** Links that start a call, a mail or a WhatsApp chat with a broker or the brokerage. */

/** tel: wants digits only; North American numbers get their country code. */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:${digits.length === 10 ? `+1${digits}` : phone.trim().startsWith('+') ? `+${digits}` : digits}`;
}

export const mailtoHref = (email: string) => `mailto:${email}`;

/**
 * wa.me takes the full international number, digits only, no plus: a 10-digit Quebec number
 * ("(514) 555-0101") gets the North American country code 1; any other number is taken as written
 * in international form. Undefined when there are too few digits to be a number.
 */
export function whatsappHref(phone: string): string | undefined {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 8) return undefined;
  return `https://wa.me/${digits.length === 10 ? `1${digits}` : digits}`;
}

/** Up to two capital initials of a name ("Marc-André Gagnon" → "MG"), for a missing portrait. */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}
