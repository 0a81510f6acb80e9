// Zod-free and pure on purpose: the server parses with it, the tests call it directly, no network, no model.
import type { PropertyType } from '../properties/schema.js';

/**
 * What a plain-French search understood, in the terms of the listing filters (GET /api/properties).
 * Prices are in dollars; `bedrooms` and `bathrooms` are minimums; a feature is either asked for or absent.
 */
export type SearchFilters = {
  location?: string;
  types?: PropertyType[];
  bedrooms?: number;
  bathrooms?: number;
  minPrice?: number;
  maxPrice?: number;
  garage?: true;
  fireplace?: true;
  finishedBasement?: true;
  airConditioning?: true;
  /** « à louer », « en location », « loyer »: rentals (the list searches homes for sale otherwise). */
  rent?: true;
};

/** One removable chip per key: `budget` stands for both price bounds. */
export const SEARCH_FILTER_KEYS = ['rent', 'location', 'types', 'bedrooms', 'bathrooms', 'budget', 'garage', 'fireplace', 'finishedBasement', 'airConditioning'] as const;
export type SearchFilterKey = (typeof SEARCH_FILTER_KEYS)[number];

export type ParsedSearch = {
  filters: SearchFilters;
  /** Words and phrases left over, in the order they were written (features we cannot filter on, typos…). */
  unparsed: string[];
};

const MAX_PRICE = 100_000_000;
const MAX_ROOMS = 50;

/** The filters without the chips the visitor removed. */
export function omitFilters(filters: SearchFilters, keys: readonly SearchFilterKey[]): SearchFilters {
  const next: SearchFilters = { ...filters };
  for (const key of keys) {
    // A rental's amounts were read as monthly rents: without « à louer », they mean nothing either.
    if (key === 'budget' || key === 'rent') {
      delete next.minPrice;
      delete next.maxPrice;
    }
    if (key !== 'budget') delete next[key];
  }
  return next;
}

/* ------------------------------------------------------------------------------------------------
 * Text handling. The query is folded (lower case, no accents, one kind of apostrophe and space) keeping
 * one character per character, so a match in the folded text points at the same span of what the
 * visitor typed (a place keeps its capitals and accents: « Trois-Rivières »).
 * ---------------------------------------------------------------------------------------------- */

const SPACES = /[\u00a0\u2007\u202f\u2009\t\r\n]/g;
const APOSTROPHES = /[\u2019\u2018`\u00b4]/g;

function foldChar(c: string): string {
  const folded = c.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
  if (folded.length === 1) return folded;
  const lower = c.toLowerCase();
  return lower.length === 1 ? lower : c;
}

function foldAligned(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) out += foldChar(text[i]!);
  // 'œ' is a ligature with no decomposition: spell it as French keyboards often do.
  return out.replace(/œ/g, 'o');
}

const NUMBER_WORDS: Record<string, number> = { un: 1, une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, six: 6, sept: 7, huit: 8, neuf: 9, dix: 10 };
const NUM_WORD = '(?:un|une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix)';

/** « 600 000 », « 600000 », « 1,2 », « 1.2 », « deux » → the number written (no unit applied). */
function readNumber(raw: string): number {
  const word = NUMBER_WORDS[raw];
  if (word !== undefined) return word;
  if (/^\d{1,3}(?:[ .]\d{3})+$/.test(raw)) return Number(raw.replace(/[ .]/g, ''));
  return Number(raw.replace(',', '.'));
}

/** A written amount: digits grouped by spaces or dots, or a decimal, or a number word; then its unit and currency. */
const AMOUNT = `(\\d{1,3}(?:[ .]\\d{3})+(?![\\d])|\\d+(?:[.,]\\d+)?|${NUM_WORD})\\s*(k|m|millions?|mille|g)?(?![a-z0-9])\\s*(?:(?:de\\s+)?(\\$|dollars?|cad)(?![a-z]))?`;

type Amount = { value: number; unit?: string; currency: boolean };

/**
 * Dollars from a written amount. Without a unit, a small number in a budget phrase means thousands or
 * millions the way people write it: « moins de 600 » is 600 000 $, « sous 1,2 » is 1 200 000 $.
 */
function toDollars({ value, unit }: Amount): number {
  let dollars: number;
  if (unit === 'k' || unit === 'mille' || unit === 'g') dollars = value * 1_000;
  else if (unit && unit.startsWith('m')) dollars = value * 1_000_000;
  else if (value < 20) dollars = value * 1_000_000;
  else if (value < 10_000) dollars = value * 1_000;
  else dollars = value;
  return Math.min(Math.round(dollars), MAX_PRICE);
}

const amountAt = (m: RegExpExecArray, index: number): Amount => ({
  value: readNumber(m[index]!),
  unit: m[index + 1],
  currency: Boolean(m[index + 2]),
});

/* ------------------------------------------------------------------------------------------------
 * Vocabulary.
 * ---------------------------------------------------------------------------------------------- */

/** Property words → the type codes that exist (shared/properties/labels.ts). Longer phrases first. */
const TYPE_WORDS: ReadonlyArray<[RegExp, PropertyType[]]> = [
  [/\bmaisons?\s+(?:de\s+ville|en\s+rangee|urbaines?)\b|\btown-?houses?\b/g, ['maison_de_ville']],
  [/\bmaisons?\s+de\s+(?:campagne|villegiature)\b|\bchalets?\b/g, ['chalet']],
  [/\b(?:multi-?|quadru-?|quintu-?)?plex\b|\bimmeubles?\s+(?:a\s+revenus?|locatifs?)\b|\bquadruplex\b|\bquintuplex\b/g, ['duplex', 'triplex']],
  [/\bduplex\b/g, ['duplex']],
  [/\btriplex\b/g, ['triplex']],
  [/\bcondos?\b|\bcondominiums?\b|\bcoproprietes?(?:\s+divises?)?\b/g, ['condo']],
  [/\bpenthouses?\b/g, ['penthouse']],
  [/\blofts?\b/g, ['loft']],
  [/\bvillas?\b/g, ['villa']],
  [/\b(?:locaux|local|espaces?)\s+commerci(?:al|aux)\b|\bcommerci(?:al|aux|ale|ales)\b|\bcommerces?\b|\bbureaux\b/g, ['commercial']],
  [/\bappartements?\b|\bapparts?\b|\bappts?\b|\blogements?\b|\bstudios?\b/g, ['appartement']],
  [
    /\bmaisons?(?:\s+(?:unifamiliales?|individuelles?|detachees?|jumelees?|a\s+etages?))?\b|\bunifamiliales?\b|\bbungalows?\b|\bcottages?\b|\bjumele(?:e|s|es)?\b|\bplain-?pied\b|\bsplit-?levels?\b|\bresidences?\b|\bdemeures?\b/g,
    ['maison'],
  ],
];

/** Features the data can filter on (garageSpaces, fireplacePresent, basementType, airConditioning). */
const FEATURE_WORDS: ReadonlyArray<[RegExp, 'garage' | 'fireplace' | 'finishedBasement' | 'airConditioning']> = [
  [/\b(?:(?:un|une|\d)\s+)?garages?(?:\s+(?:double|simple|detache|attache|chauffe|integre))?\b/g, 'garage'],
  [/\b(?:un\s+)?(?:foyers?(?:\s+(?:au\s+bois|au\s+gaz|electrique))?|cheminees?|poeles?\s+a\s+bois)\b/g, 'fireplace'],
  [/\b(?:un\s+)?sous[- ]?sols?\s+(?:amenages?|finis?|renoves?)\b/g, 'finishedBasement'],
  [/\b(?:la\s+|l'\s?)?(?:climatisation(?:\s+centrale)?|climatise(?:e|s|es)?|air\s+(?:climatise|conditionne)|thermopompes?(?:\s+murales?)?|clim)\b/g, 'airConditioning'],
];

/**
 * Things people ask for that no stored field can answer: consumed as a whole phrase (so « bord de l'eau »
 * is not cut into pieces or read as a place) and reported as not understood.
 */
const UNSUPPORTED_PHRASES: readonly RegExp[] = [
  /\b(?:une\s+)?piscines?(?:\s+(?:creusee|hors\s+terre|interieure|chauffee))?\b/g,
  /\b(?:au\s+)?bord\s+(?:de\s+l'\s?eau|du\s+lac|du\s+fleuve|de\s+la\s+riviere|de\s+la\s+mer|de\s+mer)\b/g,
  /\bvue\s+sur\s+(?:le\s+|la\s+|les\s+|l'\s?)?[a-z-]+\b/g,
  /\bpres\s+(?:du|des|de\s+la|de\s+l')\s?[a-z-]+\b/g,
  /\bbornes?\s+de\s+recharge\b/g,
  /\ba\s+(?:renover|retaper|rafraichir)\b/g,
  /\bsous[- ]?sols?\b/g,
  /\bsalles?\s+d'\s?eau\b/g,
];

/** Phrases that carry no criterion at all. */
const NOISE_PHRASES =
  /\b(?:je|on|nous)\s+(?:cherche|cherchons|recherche|recherchons|veux|voudrais|voudrions|souhaite|aimerais)\b|\ba\s+(?:vendre|acheter|revenus?|visiter)\b|\bs'il\s+vous\s+plait\b|\bsvp\b|\bmerci\b|\bbonjour\b/g;

/** Words that bind a criterion or carry none: never reported, never a place. */
const STOP_WORDS = new Set(
  (
    "a au aux avec de des du d' en et la le les l' un une ou pour qui que sans sur dans chez mon ma mes notre nos " +
    'je on nous il elle cherche recherche veux voudrais trouver acheter vendre louer propriete proprietes bien ' +
    'prix budget environ max maximum min minimum moins plus sous entre jusqu jusqu\' partir au-moins ' +
    '$ dollars cad k m ayant possedant offrant comprenant equipe equipee beau belle grand grande petit petite ' +
    'secteur quartier region ville pres proche vers autour alentours'
  ).split(/\s+/),
);

/**
 * Places people name without a preposition (« condo Laval 500k »). The listing filter matches any part
 * of the stored location, so a neighbourhood works as well as a city.
 */
const KNOWN_PLACES = [
  'montreal', 'laval', 'quebec', 'longueuil', 'gatineau', 'sherbrooke', 'levis', 'trois-rivieres', 'saguenay',
  'terrebonne', 'brossard', 'repentigny', 'boucherville', 'blainville', 'mirabel', 'saint-jerome', 'granby',
  'drummondville', 'saint-jean-sur-richelieu', 'chambly', 'mont-tremblant', 'orford', 'magog', 'rimouski',
  'chicoutimi', 'beloeil', 'westmount', 'outremont', 'verdun', 'rosemont', 'griffintown', 'sillery',
  'plateau-mont-royal', 'vieux-montreal', 'vieux-quebec', 'saint-lambert', 'candiac', 'la prairie', 'chomedey',
  'sainte-dorothee', 'saint-laurent', 'ahuntsic', 'lachine', 'lasalle', 'pointe-claire', 'kirkland', 'dorval',
  'beaconsfield', 'vaudreuil-dorion', 'saint-hubert', 'shawinigan', 'victoriaville', 'saint-hyacinthe', 'joliette',
  'rouyn-noranda', 'val-d\'or', 'sept-iles', 'baie-saint-paul', 'bromont', 'sutton', 'saint-sauveur', 'charlesbourg',
  'beauport', 'sainte-foy', 'cap-rouge', 'hull', 'aylmer', 'plateau',
];

/** Short forms people type for a place, and how the listings spell it. */
const PLACE_ALIASES: ReadonlyArray<[RegExp, string]> = [
  [/(?<![a-z-])mtl(?![a-z-])/, 'Montréal'],
];

/** « St-Lambert », « Ste-Foy »: the listings write Saint-, Sainte-. */
const spellSaints = (place: string) => place.replace(/(^|[\s-])St-/gi, '$1Saint-').replace(/(^|[\s-])Ste-/gi, '$1Sainte-');

/** Prepositions before a place. « au » and « en » before Québec name the province: no place filter. */
const PLACE_LEAD =
  /\b(?:(?:a|dans(?:\s+(?:le|la|les))?|au|aux|secteur(?:\s+de)?|quartier(?:\s+de)?|region\s+de|ville\s+de|pres\s+de|proche\s+de|sur\s+(?:la|le))(?![a-z'])|(?:dans|sur)\s+l')\s*(?=[a-z])/g;
const PROVINCE = /^(?:quebec|la\s+province)$/;

/* ------------------------------------------------------------------------------------------------
 * The parser.
 * ---------------------------------------------------------------------------------------------- */

class Query {
  readonly original: string;
  private work: string;
  readonly notes: Array<{ at: number; text: string }> = [];

  constructor(text: string) {
    this.original = text.normalize('NFC').replace(SPACES, ' ').replace(APOSTROPHES, "'");
    this.work = foldAligned(this.original);
  }

  get text() {
    return this.work;
  }

  /** What the visitor typed over a span, tidied. */
  source(start: number, end: number) {
    return this.original.slice(start, end).trim().replace(/\s+/g, ' ');
  }

  /** Blanks a span so later rules no longer see it. */
  consume(start: number, end: number) {
    this.work = this.work.slice(0, start) + ' '.repeat(end - start) + this.work.slice(end);
  }

  /** Runs a rule on every match; a rule returning false leaves its match for the next rules. */
  each(pattern: RegExp, rule: (m: RegExpExecArray) => boolean | void) {
    const re = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
    const matches = [...this.work.matchAll(re)] as RegExpExecArray[];
    for (const m of matches) {
      // An earlier match of this same rule may have consumed part of this one.
      if (this.work.slice(m.index, m.index + m[0].length) !== m[0]) continue;
      if (rule(m) !== false) this.consume(m.index, m.index + m[0].length);
    }
  }

  note(start: number, end: number) {
    const text = this.source(start, end);
    if (text) this.notes.push({ at: start, text });
  }
}

const clampRooms = (n: number) => Math.min(Math.max(n, 0), MAX_ROOMS);
const roomCount = (raw: string) => readNumber(raw);

function setMin(filters: SearchFilters, key: 'bedrooms' | 'bathrooms', value: number) {
  if (!Number.isFinite(value) || value <= 0) return;
  filters[key] = Math.max(filters[key] ?? 0, clampRooms(value));
}

function setBudget(filters: SearchFilters, bounds: { min?: number; max?: number }) {
  if (bounds.min !== undefined && bounds.max !== undefined && bounds.min > bounds.max) [bounds.min, bounds.max] = [bounds.max, bounds.min];
  if (bounds.min !== undefined && bounds.min > 0) filters.minPrice = bounds.min;
  if (bounds.max !== undefined) filters.maxPrice = bounds.max;
}

const BEDROOM_WORD = `(?:chambres?(?:\\s+a\\s+coucher)?|cac|c\\.c\\.?|cc|ch\\.?)`;
const BATHROOM_WORD = `(?:salles?\\s+de\\s+bains?(?:\\s+completes?)?|sdb|s\\.d\\.b\\.?)`;
const ROOMS = `(\\d{1,2}(?:[.,]5)?|${NUM_WORD})`;
const AT_LEAST = `(?:(?:au\\s+moins|minimum|min\\.?|pas\\s+moins\\s+de)\\s+)?`;
const OR_MORE = `(?:\\s*\\+|\\s+(?:et|ou)\\s+plus)?`;
const roomsPattern = (word: string) =>
  new RegExp(`\\b${AT_LEAST}(?:${ROOMS}\\s*(?:a|-|ou)\\s*)?${ROOMS}\\s*(?:\\+\\s*)?${word}(?![a-z])${OR_MORE}`, 'g');

/**
 * Plain French → listing filters, deterministically. Rules run from the most specific to the least
 * (rooms before money, so « 2 chambres » is never a price; features before places, so « avec garage »
 * is never a town), each consuming what it understood; what is left is reported as not understood.
 */
export function parseSearchQuery(input: string): ParsedSearch {
  const q = new Query(input.slice(0, 500));
  const filters: SearchFilters = {};
  // A rent is a monthly amount in dollars: « moins de 2 000 $ » is 2 000 $, not 2 000 000 $.
  const dollars = (amount: Amount) => (filters.rent && !amount.unit ? Math.min(Math.round(amount.value), MAX_PRICE) : toDollars(amount));

  q.each(NOISE_PHRASES, () => true);

  // Quebec apartment sizes: a 4½ has two bedrooms (kitchen and living room count as rooms).
  q.each(/\b([1-9])\s?(?:1\/2|½|et\s+demi)(?![\d/])/g, (m) => setMin(filters, 'bedrooms', Number(m[1]) - 2));

  q.each(roomsPattern(BEDROOM_WORD), (m) => setMin(filters, 'bedrooms', roomCount(m[1] ?? m[2]!)));
  q.each(roomsPattern(BATHROOM_WORD), (m) => setMin(filters, 'bathrooms', roomCount(m[1] ?? m[2]!)));

  // « à louer », « en location »: rentals (« louer » alone was a stop word; « à vendre » is noise).
  // Not « loyers » nor « revenus de location »: a plex buyer's words (« triplex avec bons loyers »).
  q.each(/\b(?:a\s+louer|en\s+location|louer)\b/g, () => void (filters.rent = true));
  for (const [pattern, feature] of FEATURE_WORDS) q.each(pattern, () => void (filters[feature] = true));
  for (const pattern of UNSUPPORTED_PHRASES) q.each(pattern, (m) => q.note(m.index, m.index + m[0].length));

  // Money: a range, then a ceiling, a floor, an approximation, and last a bare amount with its unit or $.
  const range = new RegExp(`\\b(?:entre|de)\\s+${AMOUNT}\\s*(?:et|a|-|–)\\s*${AMOUNT}`, 'g');
  const dashRange = new RegExp(`(?<![\\w])${AMOUNT}\\s*(?:-|–|a)\\s*${AMOUNT}`, 'g');
  // « entre 400 et 600 k »: the unit written once applies to both ends. « 400-600 » alone is no budget.
  const rangeRule = (needsUnit: boolean) => (m: RegExpExecArray) => {
    const low = amountAt(m, 1);
    const high = amountAt(m, 4);
    // « 300 000 - 400 000 » is a budget; « 2-3 » is not.
    if (needsUnit && !(low.unit || high.unit || low.currency || high.currency || high.value >= 10_000)) return false;
    setBudget(filters, { min: dollars({ ...low, unit: low.unit ?? high.unit }), max: dollars(high) });
  };
  q.each(range, rangeRule(false));
  q.each(dashRange, rangeRule(true));

  // « 1 M$ et plus », « 1M+ », « 450 000 $ et moins », « 700k max »: the bound written after the amount.
  const floorAfter = new RegExp(`(?<![\\w])${AMOUNT}\\s*(?:\\+|(?:et|ou)\\s+plus\\b(?!\\s+(?:de|d'|que))|minimum\\b|min\\b)`, 'g');
  q.each(floorAfter, (m) => setBudget(filters, { min: dollars(amountAt(m, 1)) }));
  const ceilingAfter = new RegExp(`(?<![\\w])${AMOUNT}\\s*(?:(?:et|ou)\\s+moins\\b(?!\\s+(?:de|d'|que))|max(?:imum)?\\b|au\\s+plus\\b)`, 'g');
  q.each(ceilingAfter, (m) => setBudget(filters, { max: dollars(amountAt(m, 1)) }));

  const ceiling = new RegExp(
    `(?:\\ba\\s+)?(?:\\bsous\\s+la\\s+barre\\s+(?:de|des|du)|\\bmoins\\s+de|\\bpas\\s+plus\\s+de|\\bau\\s+plus|\\bmaximum(?:\\s+de)?|\\bmax\\.?|\\bsous|\\bjusqu'?\\s*a|\\binferieur\\s+a|\\bbudget(?:\\s+(?:max(?:imum|imal)?|de|total))*(?:\\s*(?:de|:))?|\\bprix(?:\\s+max(?:imum)?)?(?:\\s*(?:de|:))?|<=?)\\s*${AMOUNT}`,
    'g',
  );
  q.each(ceiling, (m) => setBudget(filters, { max: dollars(amountAt(m, 1)) }));

  const floor = new RegExp(`(?:\\bplus\\s+de|\\ba\\s+partir\\s+de|\\bau\\s+moins|\\bminimum(?:\\s+de)?|\\bmin\\.?|\\bdes|\\bsuperieur\\s+a|>=?)\\s*${AMOUNT}`, 'g');
  q.each(floor, (m) => {
    // « dès 500k » is a floor; the article « des » folds to the same letters.
    if (m[0].startsWith('des') && !/^dès/i.test(q.original.slice(m.index))) return false;
    setBudget(filters, { min: dollars(amountAt(m, 1)) });
  });

  // « environ 500 000 $ »: within 10 % either way.
  const about = new RegExp(`(?:\\benviron|\\bautour\\s+de|\\baux\\s+alentours\\s+de|\\bvers|~)\\s*${AMOUNT}`, 'g');
  q.each(about, (m) => {
    const center = dollars(amountAt(m, 1));
    setBudget(filters, { min: Math.round((center * 0.9) / 1000) * 1000, max: Math.round((center * 1.1) / 1000) * 1000 });
  });

  const bare = new RegExp(`(?<![\\w])${AMOUNT}`, 'g');
  q.each(bare, (m) => {
    const amount = amountAt(m, 1);
    // Without a unit or $, only a number that can only be a price (« 500000 ») is one; « 2018 » is not.
    if (!amount.unit && !amount.currency && amount.value < 10_000) return false;
    if (filters.maxPrice === undefined) setBudget(filters, { max: dollars(amount) });
  });

  const types = new Set<PropertyType>();
  for (const [pattern, codes] of TYPE_WORDS) q.each(pattern, () => codes.forEach((c) => types.add(c)));
  // « terrain » alone is land for sale; beside a house it is the lot (« maison avec grand terrain »).
  q.each(/\b(?:(?:grand|beau|gros)\s+)?terrains?(?:\s+(?:boise|plat|amenage))?\b|\blots?\s+a\s+batir\b/g, (m) => {
    if (types.size === 0 || types.has('terrain')) types.add('terrain');
    else q.note(m.index, m.index + m[0].length);
  });
  if (types.size > 0) filters.types = [...types];

  readPlace(q, filters);

  return { filters, unparsed: leftovers(q) };
}

const WORD = /[a-z][a-z'\-–]*/y;

type Span = { start: number; end: number };

/** A place after a preposition (« à Laval », « dans le Vieux-Québec »), else a well-known place name. */
function readPlace(q: Query, filters: SearchFilters) {
  const state: { found: Span | null } = { found: null };
  q.each(PLACE_LEAD, (m) => {
    if (state.found) return false;
    const words = placeWords(q, m.index + m[0].length);
    if (words.length === 0) return false;
    const end = words[words.length - 1]!.end;
    // « à l'Île-Perrot »: the article is not part of the name the listings store.
    const start = words[0]!.start + (/^[ld]'/.test(words[0]!.text) ? 2 : 0);
    const place = q.text.slice(start, end);
    q.consume(m.index, end);
    // « au Québec »: the whole province, which is every listing.
    if (!(PROVINCE.test(place) && /^(?:au|dans)/.test(m[0]))) state.found = { start, end };
    return true;
  });
  if (!state.found) {
    for (const [alias, place] of PLACE_ALIASES) {
      const m = alias.exec(q.text);
      if (m) {
        q.consume(m.index, m.index + m[0].length);
        filters.location = place;
        return;
      }
    }
    for (const name of KNOWN_PLACES) {
      const m = new RegExp(`(?<![a-z-])${name.replace(/[-' ]/g, "[-' ]?")}(?![a-z-])`).exec(q.text);
      if (m) {
        state.found = { start: m.index, end: m.index + m[0].length };
        q.consume(m.index, m.index + m[0].length);
        break;
      }
    }
  }
  if (state.found) {
    // « centre-ville de Montréal » is how the listings' « Centre-ville, Montréal » is said.
    const place = q.source(state.found.start, state.found.end);
    const m = /^(.+?)\s+(?:de|du)\s+(.+)$/.exec(place);
    if (m && KNOWN_PLACES.includes(foldAligned(m[2]!).replace(/\s+/g, ' '))) {
      filters.location = spellSaints(`${m[1]}, ${m[2]}`).slice(0, 100);
      return;
    }
  }
  if (state.found) filters.location = spellSaints(q.source(state.found.start, state.found.end).replace(/[.,;!?]+$/, '')).slice(0, 100);
}

/**
 * Up to four words of a place name. Small words (« de », « des », « la »…) belong to it only between two
 * capitalised words as the visitor wrote them (« Île des Sœurs »); a stop word otherwise ends it.
 */
function placeWords(q: Query, from: number) {
  const words: Array<{ start: number; end: number; text: string }> = [];
  let at = from;
  while (words.length < 4) {
    while (q.text[at] === ' ') at++;
    WORD.lastIndex = at;
    const m = WORD.exec(q.text);
    if (!m) break;
    const text = m[0].replace(/['\-–]+$/, '');
    const start = at;
    const end = at + text.length;
    if (STOP_WORDS.has(text)) {
      const next = /\s*([A-ZÀ-Ý])/.exec(q.original.slice(end));
      const capitalisedNext = next !== null && next.index <= 1;
      if (words.length === 0 || !['de', 'des', 'du', 'la', 'le', 'les', 'sur', "l'", "d'"].includes(text) || !capitalisedNext) break;
    }
    words.push({ start, end, text });
    at = end;
    if (text.length === 0) break;
  }
  // Trailing small words are not part of the place.
  while (words.length > 0 && STOP_WORDS.has(words[words.length - 1]!.text)) words.pop();
  return words;
}

/** Runs of words no rule understood, as typed, plus the phrases recognised but not filterable, in order. */
function leftovers(q: Query): string[] {
  const found: Array<{ at: number; text: string }> = [...q.notes];
  const runs: Span[] = [];
  let open = false;
  for (const m of q.text.matchAll(/[a-z0-9][a-z0-9'\-–]*|[,;.!?]/g)) {
    const token = m[0].replace(/[-–']+$/, '');
    const meaningful = /^[a-z0-9]/.test(token) && !STOP_WORDS.has(token) && !/^\d+(?:[.,]\d+)?$/.test(token);
    if (!meaningful) {
      open = false;
      continue;
    }
    const last = runs[runs.length - 1];
    // Two words stay one phrase only when nothing understood was written between them.
    if (open && last && q.original.slice(last.end, m.index).trim() === '') last.end = m.index + m[0].length;
    else runs.push({ start: m.index, end: m.index + m[0].length });
    open = true;
  }
  for (const run of runs) found.push({ at: run.start, text: q.source(run.start, run.end) });
  found.sort((a, b) => a.at - b.at);
  const seen = new Set<string>();
  const out: string[] = [];
  for (const { text } of found) {
    const clean = text.replace(/^[,;.!?'\-–]+|[,;.!?'\-–]+$/g, '').trim();
    if (clean && !seen.has(clean.toLowerCase())) {
      seen.add(clean.toLowerCase());
      out.push(clean);
    }
  }
  return out;
}
