/** Public reads may sit in CloudFront and browsers briefly; writes never. */
export const SHORT_CACHE = { 'cache-control': 'public, max-age=60' };
