import { describe, expect, it } from 'vitest';
import { contactFormSchema, contactLeadFromForm } from '../../shared/leads/contact-form.js';

const valid = { name: ' Léa Fortin ', email: 'lea@example.com', message: ' Je cherche un condo à Laval. ' };

describe('contactFormSchema', () => {
  it('trims and accepts name, e-mail and message alone; empty optional fields count as absent', () => {
    expect(contactFormSchema.parse({ ...valid, phone: '', propertyId: '  ' })).toEqual({
      name: 'Léa Fortin',
      email: 'lea@example.com',
      message: 'Je cherche un condo à Laval.',
      phone: undefined,
      propertyId: undefined,
    });
  });

  it.each(['name', 'email', 'message'])('refuses a blank or missing %s with the required-fields message', (field) => {
    for (const value of ['   ', undefined]) {
      const result = contactFormSchema.safeParse({ ...valid, [field]: value });
      expect(result.success).toBe(false);
      expect(result.error!.issues[0]!.message).toBe('Veuillez remplir tous les champs obligatoires');
    }
  });

  it('refuses a malformed e-mail in French', () => {
    const result = contactFormSchema.safeParse({ ...valid, email: 'lea@' });
    expect(result.error!.issues[0]!.message).toBe('Veuillez entrer une adresse email valide.');
  });

  it('refuses fields a visitor may not set and over-long text', () => {
    expect(contactFormSchema.safeParse({ ...valid, source: 'admin' }).success).toBe(false);
    expect(contactFormSchema.safeParse({ ...valid, leadType: 'vendeur' }).success).toBe(false);
    expect(contactFormSchema.safeParse({ ...valid, message: 'x'.repeat(2001) }).error!.issues[0]!.message).toMatch(/2000 caractères/);
  });
});

describe('contactLeadFromForm', () => {
  const form = contactFormSchema.parse({ ...valid, phone: '514 555-0142' });

  it('makes a new buyer lead from the contact form', () => {
    expect(contactLeadFromForm(form, null)).toEqual({
      name: 'Léa Fortin',
      email: 'lea@example.com',
      phone: '514 555-0142',
      message: 'Je cherche un condo à Laval.',
      leadType: 'acheteur',
      status: 'new',
      source: 'contact-form',
      budget: null,
      interest: 'Demande de contact',
    });
  });

  it('names the property the message is about', () => {
    const lead = contactLeadFromForm(form, { id: 'p-1', title: 'Condo lumineux' });
    expect(lead.message).toBe('Je cherche un condo à Laval.\n\nPropriété : Condo lumineux (ID : p-1)');
    expect(lead.interest).toBe('Propriété - Condo lumineux');
  });

  it('stores an absent phone as null', () => {
    expect(contactLeadFromForm(contactFormSchema.parse(valid), null).phone).toBeNull();
  });
});
