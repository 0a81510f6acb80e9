// Text helpers every area shares (pure: the web reads them too).

/** Lower-case without accents: 'Montréal' and 'montreal' compare equal. */
export const foldForSearch = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
