import { Link } from 'react-router';
import { srcSetOf } from '../../../shared/media/renditions';
import { fr } from '../i18n/fr';
import { useSiteIdentity } from '../lib/site-info';

/** The same house mark as favicon.svg, drawn inline so it needs no request. */
export function BrandMark({ className = 'size-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className}>
      <rect width="32" height="32" rx="7" fill="#d4af37" />
      <path
        d="M6 15.5 16 7l10 8.5M9.5 13.5V25h13V13.5"
        fill="none"
        stroke="#0b1f3a"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M14 25v-6h4v6z" fill="#0b1f3a" />
    </svg>
  );
}

/** The brokerage's logo (Paramètres → Site) in a fixed box (no layout shift whatever its shape), else the house mark and name. */
export function BrandLogo() {
  const { logoUrl } = useSiteIdentity();
  if (logoUrl) {
    return (
      <Link to="/" className="flex items-center rounded-md">
        <img src={logoUrl} srcSet={srcSetOf(logoUrl)} sizes="160px" alt={fr.brand.name} width={160} height={40} className="h-10 w-40 object-contain object-left" />
      </Link>
    );
  }
  return (
    <Link to="/" className="flex items-center gap-3 rounded-md">
      <BrandMark />
      <span className="flex flex-col leading-tight">
        <span className="text-lg font-bold tracking-tight text-white">{fr.brand.name}</span>
        <span className="text-xs font-medium uppercase tracking-widest text-gold-300">{fr.brand.tagline}</span>
      </span>
    </Link>
  );
}
