/** Spec §9: toasts on the property screens last 3 s, bottom-right. */
export const PROPERTY_TOAST = { duration: 3000, position: 'bottom-right' } as const;
