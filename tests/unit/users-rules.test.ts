import { describe, expect, it } from 'vitest';
import { isActiveAdmin } from '../../shared/users/rules.js';

describe('isActiveAdmin', () => {
  const admin = { role: 'admin', isActive: true } as const;
  it.each([
    { groups: ['admin'], profile: admin, expected: true },
    { groups: ['admin', 'editors'], profile: admin, expected: true },
    { groups: [], profile: admin, expected: false },
    { groups: ['admin'], profile: { role: 'admin', isActive: false } as const, expected: false },
    { groups: ['admin'], profile: { role: 'user', isActive: true } as const, expected: false },
    { groups: ['admin'], profile: null, expected: false },
  ])('groups $groups, profile $profile → $expected', ({ groups, profile, expected }) => {
    expect(isActiveAdmin(groups, profile)).toBe(expected);
  });
});
