import { subscribersCsv, subscribersCsvFileName } from '../../../../../shared/newsletter/csv';
import type { AdminSubscriber } from '../../../../../shared/newsletter/admin';
import { downloadTextFile } from './download-csv';

/** Builds the CSV of these subscribers (spec §9) and downloads it as abonnes-<today>.csv. Loaded on demand (papaparse). */
export function downloadSubscribersCsv(subscribers: readonly AdminSubscriber[], now = new Date()) {
  downloadTextFile(subscribersCsvFileName(now), subscribersCsv(subscribers));
}
