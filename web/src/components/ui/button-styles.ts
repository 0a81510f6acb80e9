/**
 * The one style definition of every button-looking control: <Button>, <ButtonLink> and plain <a>
 * elements (external links) all take their classes from here, so the site has one set of buttons.
 */
const variants = {
  // navy-950 on gold-400: 8.7:1.
  gold: 'bg-gold-400 font-semibold text-navy-950 hover:bg-gold-300',
  navy: 'bg-navy-900 font-semibold text-white hover:bg-navy-800',
  'navy-outline': 'border-2 border-navy-900 font-semibold text-navy-900 hover:bg-navy-900 hover:text-white',
  /** Secondary actions on a light surface (like, share). */
  subtle: 'border border-navy-200 font-medium text-navy-900 hover:bg-navy-50',
  /** On the navy header. */
  'gold-outline': 'border border-gold-400/70 font-semibold text-gold-300 hover:bg-navy-800',
  /** On the navy footer. */
  'dark-outline': 'border border-navy-700 font-medium text-white hover:border-gold-400 hover:text-gold-300',
  /** Icon-only close buttons, on a light surface and on a dark one. */
  ghost: 'text-navy-700 hover:bg-navy-50',
  'ghost-dark': 'text-navy-200 hover:bg-navy-800 hover:text-white',
} as const;

const sizes = {
  sm: 'px-3 py-2',
  md: 'px-4 py-2',
  lg: 'px-5 py-3 text-base',
  xl: 'px-6 py-3',
  /** Beside a form field of the same height (see form-field.tsx). */
  'field-md': 'h-11 px-6',
  'field-lg': 'h-12 px-6',
  icon: 'p-2',
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

export type ButtonStyle = {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** As wide as its container. */
  block?: boolean;
  className?: string;
};

export function buttonClass({ variant = 'navy', size = 'lg', block = false, className = '' }: ButtonStyle = {}): string {
  const display = block ? 'flex w-full' : 'inline-flex';
  return `${display} items-center justify-center gap-2 rounded-lg transition-colors ${variants[variant]} ${sizes[size]} ${className}`.trimEnd();
}
