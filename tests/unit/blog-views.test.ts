import { describe, expect, it } from 'vitest';
import { blogViewKey, blogViewSeen, stillCounted, VIEW_SESSION_SECONDS } from '../../shared/blog/server/views.js';

const visitor = { address: '203.0.113.7', userAgent: 'Mozilla/5.0 (X11; Linux x86_64)' };

describe('blog view dedupe', () => {
  it('keys one visitor reading one article: same inputs, same key', () => {
    expect(blogViewKey(visitor, 'un-article')).toBe(blogViewKey({ ...visitor }, 'un-article'));
  });

  it('tells apart another article, another address and another browser', () => {
    const key = blogViewKey(visitor, 'un-article');
    expect(blogViewKey(visitor, 'autre-article')).not.toBe(key);
    expect(blogViewKey({ ...visitor, address: '203.0.113.8' }, 'un-article')).not.toBe(key);
    expect(blogViewKey({ ...visitor, userAgent: 'Safari' }, 'un-article')).not.toBe(key);
  });

  it('never holds the address: the key is an opaque hash', () => {
    const key = blogViewKey(visitor, 'un-article');
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(key).not.toContain('203.0.113');
  });

  it('lasts one 30-minute session', () => {
    const now = Date.UTC(2026, 10, 23, 12, 0, 0);
    const seen = blogViewSeen(visitor, 'un-article', now);
    expect(VIEW_SESSION_SECONDS).toBe(1800);
    expect(seen.expiresAt - seen.nowSeconds).toBe(1800);
    expect(stillCounted(seen.expiresAt, seen.nowSeconds + 1799)).toBe(true);
    // Expired but not yet deleted by TTL: a new view counts again.
    expect(stillCounted(seen.expiresAt, seen.nowSeconds + 1800)).toBe(false);
  });
});
