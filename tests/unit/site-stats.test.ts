import { describe, expect, it } from 'vitest';
import { hasAirConditioning, hasFinishedBasement } from '../../shared/properties/keys.js';
import { activeDelta, toSiteStats } from '../../shared/stats/counters.js';

describe('activeDelta (how a write moves an active count)', () => {
  it.each([
    ['created active', null, { isActive: true }, 1],
    ['created inactive', null, { isActive: false }, 0],
    ['reactivated', { isActive: false }, { isActive: true }, 1],
    ['deactivated', { isActive: true }, { isActive: false }, -1],
    ['edited while active', { isActive: true }, { isActive: true }, 0],
    ['edited while inactive', { isActive: false }, { isActive: false }, 0],
    ['deleted while active', { isActive: true }, null, -1],
    ['deleted while inactive', { isActive: false }, null, 0],
  ] as const)('%s → %i', (_name, before, after, delta) => {
    expect(activeDelta(before, after)).toBe(delta);
  });
});

describe('toSiteStats', () => {
  it('reads a missing counter as zero and never shows a negative count', () => {
    expect(toSiteStats(null)).toEqual({ activeProperties: 0, activeAgents: 0 });
    expect(toSiteStats({ activeProperties: 27, activeAgents: -1 })).toEqual({ activeProperties: 27, activeAgents: 0 });
  });
});

describe('feature keys derived from free text', () => {
  it.each([
    ['Aménagé', true],
    ['aménagé', true],
    ['Fini', true],
    ['Partiellement aménagé', true],
    ['Non aménagé', false],
    ['Pas aménagé', false],
    ['Aucun', false],
    ['', false],
    [undefined, false],
  ])('basement %j → finished %s', (value, finished) => expect(hasFinishedBasement(value)).toBe(finished));

  it.each([
    ['Central', true],
    ['Thermopompe murale', true],
    ['Aucune', false],
    ['aucun', false],
    ['Non', false],
    ['', false],
    [undefined, false],
  ])('air conditioning %j → %s', (value, conditioned) => expect(hasAirConditioning(value)).toBe(conditioned));
});
