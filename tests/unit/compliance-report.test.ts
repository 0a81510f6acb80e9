import { describe, expect, it } from 'vitest';
import { agencyGaps, brokerGaps } from '../../shared/compliance/report.js';

describe("the 'Conformité' report", () => {
  it("names the agency's missing mentions, privacy officer, emergency e-mail and mailing address; nothing when all are given", () => {
    const complete = {
      agencyName: 'Courtage Québec inc.',
      agencyLicenceNumber: 'AQ12345',
      privacyOfficerName: 'Isabelle Fortin',
      privacyOfficerEmail: 'vie.privee@example.ca',
      contactEmail: 'urgence@example.ca',
      street: '1, rue X',
    };
    expect(agencyGaps(complete)).toEqual([]);
    expect(agencyGaps({ ...complete, agencyName: '', agencyLicenceNumber: '', privacyOfficerEmail: '', contactEmail: '', street: '' })).toEqual([
      "le nom de l'agence tel qu'inscrit à son permis (Général)",
      "le numéro de permis de l'agence (Général)",
      'le responsable de la protection des renseignements personnels et son courriel, Loi 25 (Général)',
      "le courriel d'urgence, qui reçoit aussi les leads qu'aucun courtier ne suit (Général)",
      "l'adresse postale, exigée dans chaque courriel (Site)",
    ]);
  });

  it('lists the brokers lacking a mention, those on the site first, then by name', () => {
    const complete = { licenceName: 'A', licenceNumber: 'T1', licenceDesignations: ['Courtier immobilier' as const] };
    const gaps = brokerGaps([
      { id: '1', name: 'Élodie', isActive: false, licenceDesignations: [] },
      { id: '2', name: 'Benoît', isActive: true, ...complete },
      { id: '3', name: 'Zacharie', isActive: true, ...complete, licenceNumber: undefined },
      { id: '4', name: 'Adèle', isActive: false, ...complete, licenceName: '' },
    ]);
    expect(gaps).toEqual([
      { id: '3', name: 'Zacharie', isActive: true, missing: ['le numéro de permis'] },
      { id: '4', name: 'Adèle', isActive: false, missing: ['le nom figurant sur le permis'] },
      { id: '1', name: 'Élodie', isActive: false, missing: ['le nom figurant sur le permis', 'le numéro de permis', 'le titre du permis (courtier immobilier, résidentiel ou commercial)'] },
    ]);
  });
});
