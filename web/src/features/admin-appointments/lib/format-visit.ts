/** A visit's date and time as the brokerage's clock shows it (fr-CA, Quebec time): « jeudi 15 janvier 2026 à 10 h 30 ». */
const visitDate = new Intl.DateTimeFormat('fr-CA', { dateStyle: 'full', timeStyle: 'short', timeZone: 'America/Toronto' });

export const formatVisitDate = (iso: string) => visitDate.format(new Date(iso));
