import { startFakeAmazonLocation } from './amazon-location.js';
import { startFakeCalendlyApi } from './calendly-api.js';
import { startFakeFollowUpBoss } from './follow-up-boss.js';
import { startFakeRealhubLeads } from './realhub-leads.js';
import { startFakeRealhubListings } from './realhub-listings.js';

/**
 * Every third-party API the functions call, as local fakes, and the base-URL variables that point the
 * real clients at them. Start them before the local stack (its functions read process.env); tests
 * steer and inspect a fake through its own control routes (see each fake).
 */
export async function startThirdPartyFakes() {
  const [realhubLeads, realhubListings, followUpBoss, calendlyApi, amazonLocation] = await Promise.all([
    startFakeRealhubLeads(),
    startFakeRealhubListings(),
    startFakeFollowUpBoss(),
    startFakeCalendlyApi(),
    startFakeAmazonLocation(),
  ]);
  const env = {
    REALHUB_LEADS_API_URL: realhubLeads.origin,
    REALHUB_LISTINGS_API_URL: realhubListings.origin,
    FOLLOWUPBOSS_API_URL: followUpBoss.origin,
    CALENDLY_API_URL: calendlyApi.origin,
    // Amazon Location Places (geocoding): an AWS service, but reached by URL like these (the stack then starts no stand-in of its own).
    AMAZON_LOCATION_PLACES_URL: amazonLocation.origin,
  };
  Object.assign(process.env, env);
  // The listing fake serves its photos from 127.0.0.1, which the photo download otherwise refuses (SSRF rule): tests only.
  process.env.REALHUB_PHOTO_HOSTS_ALLOWED = new URL(realhubListings.origin).hostname;
  return {
    env,
    stop: () => Promise.all([realhubLeads, realhubListings, followUpBoss, calendlyApi, amazonLocation].map((fake) => fake.stop())).then(() => undefined),
  };
}
