import { EMPTY_SITE_IDENTITY, type SiteIdentity } from '../../../shared/settings/identity';
import { useSiteSettings } from './site-settings';

export { agencyMention, hourLines, senderIdentification, socialProfiles, telHref, type SocialNetwork } from '../../../shared/settings/identity';

/**
 * The brokerage's contact details and mentions, as the admin set them (Paramètres): every prerendered page
 * embeds them (the public layout's loader). Empty until they are read: what is not given is left out.
 */
export function useSiteIdentity(): SiteIdentity {
  return useSiteSettings().data ?? EMPTY_SITE_IDENTITY;
}
