import { describe, expect, it } from 'vitest';
import { safeHtml } from '../../web/src/lib/safe-html.js';

describe('safeHtml during a server render', () => {
  it('has no DOM for DOMPurify, so it uses the HTML the server sanitized when it was saved', () => {
    const serverSanitized = '<h2>Titre</h2><p>Texte <a href="https://exemple.ca" rel="noopener noreferrer">lien</a></p>';
    expect(typeof window).toBe('undefined');
    expect(safeHtml(serverSanitized)).toBe(serverSanitized);
  });
});
