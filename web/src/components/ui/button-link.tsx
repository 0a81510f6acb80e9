import { Link, type LinkProps } from 'react-router';

const variants = {
  // navy-950 on gold-400: 8.7:1.
  gold: 'bg-gold-400 text-navy-950 hover:bg-gold-300',
  navy: 'bg-navy-900 text-white hover:bg-navy-800',
  outline: 'border border-current text-current hover:bg-white/10',
} as const;

export type ButtonLinkVariant = keyof typeof variants;

export function ButtonLink({
  variant = 'gold',
  className = '',
  ...props
}: LinkProps & { variant?: ButtonLinkVariant }) {
  return (
    <Link
      {...props}
      className={`inline-flex items-center justify-center gap-2 rounded-lg px-5 py-3 text-base font-semibold transition-colors ${variants[variant]} ${className}`}
    />
  );
}
