import { describe, expect, it } from 'vitest';
import { parseBudget, sellerLeadFromForm } from '../../shared/leads/rules.js';
import { sellerLeadFormSchema } from '../../shared/leads/schema.js';

describe('parseBudget', () => {
  it.each([
    ['650 000 $', 650000],
    ['1,250,000', 1250000],
    ['450000.50', 450000.5],
    ['environ 300k', 300],
    ['', null],
    [undefined, null],
    ['à discuter', null],
  ])('%s → %s', (input, expected) => {
    expect(parseBudget(input)).toBe(expected);
  });
});

describe('sellerLeadFormSchema', () => {
  const valid = { nom: ' Jean ', email: 'jean@example.com', telephone: '514', adresse: '1 rue A' };

  it('trims and accepts the four required fields alone', () => {
    expect(sellerLeadFormSchema.parse(valid).nom).toBe('Jean');
  });

  it.each(['nom', 'email', 'telephone', 'adresse'])('refuses a blank %s with the spec message', (field) => {
    const result = sellerLeadFormSchema.safeParse({ ...valid, [field]: '  ' });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toBe('Veuillez remplir tous les champs obligatoires');
  });

  it('refuses a missing field with the same message', () => {
    const { adresse: _, ...rest } = valid;
    expect(sellerLeadFormSchema.safeParse(rest).error!.issues[0]!.message).toBe('Veuillez remplir tous les champs obligatoires');
  });

  it('refuses unknown fields (allow-list) and out-of-list options', () => {
    expect(sellerLeadFormSchema.safeParse({ ...valid, status: 'won' }).success).toBe(false);
    expect(sellerLeadFormSchema.safeParse({ ...valid, typeProprietee: 'chateau' }).success).toBe(false);
  });
});

describe('sellerLeadFromForm', () => {
  it('builds the spec row: vendeur, new, vendeur-form, budget and interest', () => {
    const lead = sellerLeadFromForm({
      nom: 'Jean',
      email: 'jean@example.com',
      telephone: '514',
      adresse: '1 rue A',
      typeProprietee: 'duplex',
      delaiVente: 'urgent',
      prixEstime: '725 000 $',
      situation: 'Succession',
    });
    expect(lead).toMatchObject({ leadType: 'vendeur', status: 'new', source: 'vendeur-form', budget: 725000, interest: 'Vente de propriété - Duplex' });
    expect(lead.message.split('\n')).toEqual([
      'Adresse: 1 rue A',
      'Type de propriété: Duplex',
      'Délai de vente: Urgent (moins de 1 mois)',
      'Prix estimé: 725 000 $',
      'Situation: Succession',
    ]);
  });

  it("says 'Non spécifié' when the type is missing and keeps a null budget", () => {
    const lead = sellerLeadFromForm({ nom: 'A', email: 'a@b.ca', telephone: '1', adresse: 'x' });
    expect(lead.interest).toBe('Non spécifié');
    expect(lead.budget).toBeNull();
  });
});

describe('exit-popup lead', () => {
  it('builds the spec message and stores empty contact fields as null', async () => {
    const { exitPopupFormSchema, exitPopupLeadFromForm } = await import('../../shared/leads/exit-popup.js');
    const form = exitPopupFormSchema.parse({ name: ' Luc Pelletier ', address: '12 rue Principale, Lévis', email: '', phone: '  ', details: 'Jumelé rénové' });
    expect(exitPopupLeadFromForm(form)).toEqual({
      name: 'Luc Pelletier',
      email: null,
      phone: null,
      message: 'Évaluation gratuite demandée pour: 12 rue Principale, Lévis\n\nMessage: Jumelé rénové',
      leadType: 'vendeur',
      status: 'new',
      source: 'exit-popup-website',
      budget: null,
      interest: 'Évaluation gratuite',
    });
  });

  it.each([
    [{ name: '', address: '12 rue Principale' }, 'Veuillez remplir tous les champs obligatoires'],
    [{ name: 'Luc', address: '   ' }, 'Veuillez remplir tous les champs obligatoires'],
    [{ name: 'Luc', address: '12 rue Principale', email: 'luc@' }, 'Veuillez entrer une adresse email valide.'],
    [{ name: 'Luc', address: '12 rue Principale', source: 'x' }, undefined],
  ])('refuses %j', async (input, message) => {
    const { exitPopupFormSchema } = await import('../../shared/leads/exit-popup.js');
    const parsed = exitPopupFormSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    if (message) expect(parsed.error?.issues[0]?.message).toBe(message);
  });
});
