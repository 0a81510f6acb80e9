// Text helpers every area shares (pure: the web reads them too).

/** Lower-case without accents: 'Montréal' and 'montreal' compare equal. */
export const foldForSearch = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

/** Text made safe inside HTML (an element's content or a quoted attribute): the mails the app writes. */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
