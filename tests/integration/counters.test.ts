import { beforeAll, describe, expect, it } from 'vitest';
import { useStackTable } from './helpers.js';

useStackTable();
const { counterStore } = await import('../../shared/stats/server/counter-store.js');
const { db } = await import('../../shared/db/service.js');

describe('counter store', () => {
  const scope = `test-${Date.now()}`;
  beforeAll(async () => {
    await counterStore.add({ scope, bucket: 'day#2026-02-27', name: 'leads' }, 1);
    await counterStore.add({ scope, bucket: 'day#2026-02-28', name: 'leads' }, 2);
    await counterStore.add({ scope, bucket: 'day#2026-02-28', name: 'properties' }, 1);
    await counterStore.add({ scope, bucket: 'day#2026-03-01', name: 'leads' }, 4);
    await counterStore.add({ scope, bucket: 'day#2026-03-01', name: 'leads' }, -1);
    await counterStore.add({ scope, bucket: 'total', name: 'leads' }, 7);
  });

  it('reads one bucket by name, moved by ADD', async () => {
    expect(await counterStore.bucket(scope, 'day#2026-03-01')).toEqual({ leads: 3 });
    expect(await counterStore.bucket(scope, 'day#2026-01-01')).toEqual({});
  });

  it('reads a range of buckets, both bounds included, with a key condition (nothing outside is read)', async () => {
    const range = await counterStore.range(scope, 'day#2026-02-28', 'day#2026-03-01');
    expect(Object.fromEntries(range)).toEqual({ 'day#2026-02-28': { leads: 2, properties: 1 }, 'day#2026-03-01': { leads: 3 } });
    const params = db.entities.counter.query.byScope({ scope }).between({ bucket: 'day#2026-02-28' }, { bucket: 'day#2026-03-01\uffff' }).params();
    expect(params.KeyConditionExpression).toMatch(/BETWEEN/);
    expect(params.FilterExpression).toBeUndefined();
  });
});
