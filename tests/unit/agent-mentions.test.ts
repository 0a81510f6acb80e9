import { describe, expect, it } from 'vitest';
import { designationLine, missingMentions, publicationRefusal } from '../../shared/agents/mentions.js';
import { agentInputSchema } from '../../shared/agents/schema.js';

describe("a broker's OACIQ mentions (issue 26)", () => {
  const complete = { licenceName: 'Sophie Tremblay', licenceNumber: 'H2471', licenceDesignations: ['Courtier immobilier résidentiel'] };

  it('names, in order, each mention a broker lacks; blanks count as missing', () => {
    expect(missingMentions(complete)).toEqual([]);
    expect(missingMentions({})).toEqual(['le nom figurant sur le permis', 'le numéro de permis', 'le titre du permis (courtier immobilier, résidentiel ou commercial)']);
    expect(missingMentions({ ...complete, licenceName: '  ', licenceDesignations: [] })).toEqual(['le nom figurant sur le permis', 'le titre du permis (courtier immobilier, résidentiel ou commercial)']);
  });

  it('refuses to publish (active) without them, and lets an inactive broker lack them', () => {
    expect(publicationRefusal({ ...complete, isActive: true })).toBeUndefined();
    expect(publicationRefusal({ isActive: true, licenceName: 'X', licenceNumber: 'A1' })).toBe(
      "Un courtier affiché sur le site doit porter les mentions exigées par l'OACIQ. Il manque : le titre du permis (courtier immobilier, résidentiel ou commercial).",
    );
    // Active is the default of a new broker.
    expect(publicationRefusal({})).toMatch(/^Un courtier affiché sur le site/);
    expect(publicationRefusal({ isActive: false })).toBeUndefined();
  });

  it('accepts only the OACIQ designations, once each, and a licence number of letters and digits', () => {
    const parse = (extra: Record<string, unknown>) => agentInputSchema.safeParse({ name: 'A', email: 'a@example.com', ...extra });
    expect(parse(complete).success).toBe(true);
    expect(parse({ licenceDesignations: ['Courtier hypothécaire'] }).error?.issues[0]?.message).toBe('Titre de permis inconnu.');
    expect(parse({ licenceDesignations: ['Courtier immobilier', 'Courtier immobilier'] }).error?.issues[0]?.message).toBe('Un titre de permis est coché deux fois.');
    expect(parse({ licenceNumber: 'H-2471' }).error?.issues[0]?.message).toBe('Le numéro de permis OACIQ se compose de lettres et de chiffres (12 au plus).');
  });

  it('writes several designations on one line', () => {
    expect(designationLine(['Courtier immobilier résidentiel', 'Courtier immobilier commercial'])).toBe('Courtier immobilier résidentiel · Courtier immobilier commercial');
    expect(designationLine(undefined)).toBe('');
  });
});
