import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvDate, subscribersCsv, subscribersCsvFileName, UTF8_BOM } from '../../shared/newsletter/csv.js';

const subscriber = (over: Partial<Parameters<typeof subscribersCsv>[0][number]> = {}) => ({
  email: 'julie@exemple.ca',
  name: 'Julie Tremblay',
  status: 'active' as const,
  source: 'footer',
  subscribedAt: '2026-11-23T15:00:00.000Z',
  ...over,
});
/** The rows a spreadsheet would read, BOM removed. */
const rowsOf = (csv: string) => Papa.parse<string[]>(csv.slice(UTF8_BOM.length)).data;

describe('subscribers CSV (admin-and-platform.md §9)', () => {
  it('starts with the UTF-8 BOM, then the header row, then one row per subscriber with its date as dd/MM/yyyy', () => {
    const csv = subscribersCsv([subscriber(), subscriber({ email: 'marc@exemple.ca', name: null, status: 'unsubscribed', source: '' })]);
    expect(csv.startsWith('\uFEFFEmail,Nom,Status,Source,')).toBe(true);
    expect(rowsOf(csv)).toEqual([
      ['Email', 'Nom', 'Status', 'Source', "Date d'abonnement"],
      ['julie@exemple.ca', 'Julie Tremblay', 'Actif', 'Site web (pied de page)', '23/11/2026'],
      // No name: an empty cell; no source: the spec's 'Website'.
      ['marc@exemple.ca', '', 'Désabonné', 'Website', '23/11/2026'],
    ]);
    expect(csv.split('\r\n')).toHaveLength(3);
  });

  it('keeps accents as UTF-8 and quotes commas, quotes and line breaks', () => {
    const csv = subscribersCsv([subscriber({ name: 'Hélène "Léo" Côté, fils\nCie' })]);
    expect(csv).toContain('"Hélène ""Léo"" Côté, fils\nCie"');
    expect(Buffer.from(csv, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(rowsOf(csv)[1]![1]).toBe('Hélène "Léo" Côté, fils\nCie');
  });

  it.each([
    ['=HYPERLINK("http://x.example","clic")'],
    ['+1+2'],
    ['-2+3'],
    ['@SUM(A1:A2)'],
    ['\t=1+1'],
    ['\r=1+1'],
    // papaparse's own pattern misses a formula followed by a line break.
    ['=1+1\nsuite'],
  ])('neutralises a cell a spreadsheet would run as a formula: %j', (name) => {
    const cell = rowsOf(subscribersCsv([subscriber({ name })]))[1]![1]!;
    expect(cell).toBe(`'${name}`);
  });

  it('leaves ordinary values as they are (a dash or an at sign inside a value is harmless)', () => {
    const row = rowsOf(subscribersCsv([subscriber({ email: 'jean-luc@exemple.ca', name: 'Jean-Luc @ Québec' })]))[1]!;
    expect(row.slice(0, 2)).toEqual(['jean-luc@exemple.ca', 'Jean-Luc @ Québec']);
  });

  it('dates and names the file on the Quebec calendar', () => {
    // 02:30 UTC on Dec 1 is still Nov 30 in Montréal (UTC-5).
    expect(csvDate('2026-12-01T02:30:00.000Z')).toBe('30/11/2026');
    expect(csvDate('2026-12-01T05:00:00.000Z')).toBe('01/12/2026');
    expect(subscribersCsvFileName(new Date('2026-11-24T03:00:00.000Z'))).toBe('abonnes-2026-11-23.csv');
    expect(subscribersCsvFileName(new Date('2026-11-24T05:00:00.000Z'))).toBe('abonnes-2026-11-24.csv');
  });
});
