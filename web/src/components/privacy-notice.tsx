import { Link } from 'react-router';
import { frComponents } from '../i18n/fr-components';

const t = frComponents.privacyNotice;

/**
 * Quebec's Law 25: a form that collects personal information says what it is for and links to the
 * privacy policy. `purpose` is one sentence in the form's own catalogue.
 */
export function PrivacyNotice({ purpose, className = '', tone = 'light' }: { purpose: string; className?: string; tone?: 'light' | 'dark' }) {
  const text = tone === 'dark' ? 'text-navy-200' : 'text-slate-600';
  const link = tone === 'dark' ? 'text-gold-300 hover:text-white' : 'text-navy-800 hover:text-navy-950';
  return (
    <p className={`text-xs leading-relaxed ${text} ${className}`}>
      {purpose} {t.readMore}{' '}
      <Link to="/confidentialite" className={`font-medium underline underline-offset-2 ${link}`}>
        {t.policyLink.toLowerCase()}
      </Link>
      .
    </p>
  );
}
