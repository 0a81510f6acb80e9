/** A light check before sending, shared by the public forms; the server's zod e-mail rule decides. */
export const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
