import { db } from '../../db/service.js';
import type { CounterKey } from '../counters.js';


type TransactionEntities = Parameters<Parameters<typeof db.transaction.write>[0]>[0];

/** A counter's share of a transaction: ADD `by` (nothing when 0), e.g. `...countBy(counter, key, 1)`. */
export const countBy = (counter: TransactionEntities['counter'], key: CounterKey, by: number) =>
  by === 0 ? [] : [counter.update(key).add({ value: by }).commit()];

export const counterStore = {
  /** Moves one counter outside a transaction (tests, the dashboard bench, a rebuild). */
  async add(key: CounterKey, by: number) {
    if (by !== 0) await db.entities.counter.update(key).add({ value: by }).go();
  },

  /** Every counter of one bucket, by name (a missing one is absent: read it as 0). One Query. */
  async bucket(scope: string, bucket: string): Promise<Record<string, number>> {
    const { data } = await db.entities.counter.query.byScope({ scope, bucket }).go({ pages: 'all' });
    return Object.fromEntries(data.map((c) => [c.name, c.value ?? 0]));
  },

  /**
   * The counters of the buckets from `fromBucket` to `toBucket` inclusive (same-length keys such as
   * `day#YYYY-MM-DD`), as bucket → name → value. One Query whose size follows the number of buckets.
   */
  async range(scope: string, fromBucket: string, toBucket: string): Promise<Map<string, Record<string, number>>> {
    // A key condition on the sort key (bucket then name): the upper bound sorts after every name of `toBucket`.
    const { data } = await db.entities.counter.query.byScope({ scope }).between({ bucket: fromBucket }, { bucket: `${toBucket}\uffff` }).go({ pages: 'all' });
    const out = new Map<string, Record<string, number>>();
    for (const c of data) out.set(c.bucket, { ...out.get(c.bucket), [c.name]: c.value ?? 0 });
    return out;
  },
};
