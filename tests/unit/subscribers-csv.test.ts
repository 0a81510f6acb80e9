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
    ['=HYPERLINK("http://x.example","clic")', `'=HYPERLINK("http://x.example","clic")`],
    ['+1+2', "'+1+2"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    // After any separator a spreadsheet may split on: French locales split on ';' (issue 25).
    [';=1+1', ";'=1+1"],
    ['Léa,=1+1', "Léa,'=1+1"],
    ['Léa\t+1', "Léa\t'+1"],
    ['Léa\n@SUM(A1)', "Léa\n'@SUM(A1)"],
    ['Léa\r\n-1', "Léa\r\n'-1"],
    ['\t=1+1', "'\t'=1+1"],
    ['\r=1+1', "'\r'=1+1"],
    ['=1+1\nsuite', "'=1+1\nsuite"],
  ])('neutralises a cell a spreadsheet would run as a formula: %j', (name, expected) => {
    const csv = subscribersCsv([subscriber({ name })]);
    const cell = rowsOf(csv)[1]![1]!;
    expect(cell).toBe(expected);
    // Quoted in the file, so a spreadsheet that splits on ';' or a tab keeps it one cell.
    expect(csv).toContain(`"${expected.replace(/"/g, '""')}"`);
  });

  it('a spreadsheet splitting the line on any separator finds no cell that starts a formula', () => {
    const csv = subscribersCsv([subscriber({ name: ';=1+1,+2\t-3\n@4' })]);
    for (const separator of [',', ';', '\t', '\n', '\r']) {
      for (const cell of csv.split(separator)) expect(cell.replace(/^"/, ''), JSON.stringify(separator)).not.toMatch(/^[=+\-@]/);
    }
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
