/**
 * Largest number of ids one GET /api/properties/by-ids takes (one BatchGet reads at most 100 keys).
 * Its own module, free of zod, so the web can import it without the schema library.
 */
export const BY_IDS_MAX = 48;
