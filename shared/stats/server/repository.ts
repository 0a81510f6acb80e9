import { db } from '../../db/service.js';
import { SITE_COUNTER_ID, toSiteStats, type SiteStats } from '../counters.js';

export const statsRepository = {
  /** The public figures: one GetItem. */
  async get(): Promise<SiteStats> {
    const { data } = await db.entities.siteCounter.get({ counter: SITE_COUNTER_ID }).go();
    return toSiteStats(data);
  },

  /**
   * Creates the counter from the listing indexes when it does not exist yet (a table filled before the
   * counter existed). Only the local seed calls it, before its own writes; never a request path.
   */
  async ensureCounter(): Promise<void> {
    const { data } = await db.entities.siteCounter.get({ counter: SITE_COUNTER_ID }).go();
    if (data) return;
    const [properties, agents] = await Promise.all([
      db.entities.property.query.byListState({ listState: 'active' }).go({ pages: 'all', attributes: ['id', 'listState', 'createdAt'] }),
      db.entities.agent.query.byListState({ listState: 'active' }).go({ pages: 'all', attributes: ['id', 'listState', 'presidentRank', 'sortName'] }),
    ]);
    await db.entities.siteCounter
      .create({ counter: SITE_COUNTER_ID, activeProperties: properties.data.length, activeAgents: agents.data.length })
      .go()
      .catch((error: unknown) => {
        // Someone created it meanwhile: theirs is as good.
        if (!/conditional/i.test(String(error))) throw error;
      });
  },
};
