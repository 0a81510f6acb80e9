/** The OACIQ mentions an active broker must carry (shared/agents/mentions.ts), for tests that add one. */
export const withMentions = (name: string) => ({ licenceName: name, licenceNumber: 'T1234', licenceDesignations: ['Courtier immobilier résidentiel'] });
