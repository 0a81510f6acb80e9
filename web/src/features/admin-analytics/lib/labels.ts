import { DIRECT_REFERRER } from '../../../../../shared/analytics/periods';
import { frAnalytics } from '../i18n/fr';

/** A referrer as the screen names it: the rollup's 'Direct' is 'Accès direct' (§2). */
export const referrerLabel = (referrer: string) => (referrer === DIRECT_REFERRER ? frAnalytics.referrers.direct : referrer);
