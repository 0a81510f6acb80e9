import { describe, expect, it } from 'vitest';
import { mailMessageSchema } from '../../shared/mail/schema.js';
import { adminLinks, newLeadMail, notificationRecipient, visitRequestMail } from '../../shared/notifications/rules.js';

describe('who a notification goes to', () => {
  const brokerageEmail = 'info@courtage-quebec.ca';
  it('the assigned broker first, then the property’s primary broker, then the brokerage', () => {
    const assignedBroker = { email: 'marc@courtage-quebec.ca' };
    const primaryBroker = { email: 'julie@courtage-quebec.ca' };
    expect(notificationRecipient({ assignedBroker, primaryBroker, brokerageEmail })).toEqual({ email: 'marc@courtage-quebec.ca', kind: 'assigned-broker' });
    expect(notificationRecipient({ primaryBroker, brokerageEmail })).toEqual({ email: 'julie@courtage-quebec.ca', kind: 'primary-broker' });
    expect(notificationRecipient({ brokerageEmail })).toEqual({ email: brokerageEmail, kind: 'brokerage' });
  });

  it('skips a broker without an e-mail or no longer active', () => {
    expect(notificationRecipient({ assignedBroker: { email: ' ' }, primaryBroker: { email: 'julie@x.ca', isActive: false }, brokerageEmail: 'b@x.ca' })).toEqual({ email: 'b@x.ca', kind: 'brokerage' });
    expect(notificationRecipient({ assignedBroker: null, primaryBroker: { email: 'julie@x.ca', isActive: true }, brokerageEmail: 'b@x.ca' }).kind).toBe('primary-broker');
  });
});

describe('the French mails', () => {
  const links = adminLinks('http://localhost:3000/');
  it('links to the one item in the back office, by id only', () => {
    expect(links.lead('l-1')).toBe('http://localhost:3000/admin/leads?lead=l-1');
    expect(links.appointment('a 1&x')).toBe('http://localhost:3000/admin/appointments?appointment=a%201%26x');
  });

  it('a new lead: type, source, first name only, property, the link; no contact details', () => {
    const mail = newLeadMail(
      'marc@courtage-quebec.ca',
      { name: 'Hélène Tremblay', leadType: 'vendeur', source: 'vendeur-form', createdAt: '2026-11-20T15:00:00.000Z' },
      { title: 'Maison <à> Lévis' },
      links.lead('l-1'),
    );
    expect(mailMessageSchema.safeParse(mail).success).toBe(true);
    expect(mail.to).toEqual(['marc@courtage-quebec.ca']);
    expect(mail.subject).toBe('Nouveau lead vendeur – Courtage Québec');
    expect(mail.text).toContain('Un nouveau lead vendeur est arrivé le 2026-11-20 à 10h00 (formulaire vendeurs).');
    expect(mail.text).toContain('Nom : Hélène');
    expect(mail.text).not.toContain('Tremblay');
    expect(mail.text).toContain(links.lead('l-1'));
    expect(mail.html).toContain(`<a href="${links.lead('l-1')}">Ouvrir le lead</a>`);
    expect(mail.html).toContain('Maison &lt;à&gt; Lévis');
  });

  it('a visit request: property, time in Quebec, visitor first name, whether the lead is new, the link', () => {
    const mail = visitRequestMail('info@x.ca', { inviteeName: 'Luc Gagnon', eventStartTime: '2026-11-25T18:00:00.000Z' }, { title: 'Condo à Lévis' }, true, links.appointment('a-1'));
    expect(mail.subject).toBe('Nouvelle demande de visite : Condo à Lévis');
    expect(mail.text).toContain('Une visite de « Condo à Lévis » a été réservée pour le 2026-11-25 à 13h00.');
    expect(mail.text).toContain('Visiteur : Luc (nouveau lead acheteur)');
    expect(mail.text).not.toContain('Gagnon');
    expect(mail.html).toContain(`<a href="${links.appointment('a-1')}">Ouvrir la demande de visite</a>`);
    expect(visitRequestMail('info@x.ca', { inviteeName: 'Luc', eventStartTime: '2026-11-25T18:00:00.000Z' }, null, false, links.appointment('a-1')).subject).toBe(
      'Nouvelle demande de rendez-vous – Courtage Québec',
    );
  });
});
