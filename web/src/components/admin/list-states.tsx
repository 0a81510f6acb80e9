import { Search } from '../icons';
import { Button } from '../ui/button';
import { frAdmin } from '../../i18n/fr-admin';

/** While an admin screen's data loads. */
export function Pending({ className = '' }: { className?: string }) {
  return (
    <p role="status" className={className}>
      {frAdmin.common.pending}
    </p>
  );
}

/** A failed load: the screen's French message and 'Réessayer'. */
export function LoadError({ message, onRetry, className = '' }: { message: string; onRetry: () => void; className?: string }) {
  return (
    <div className={`rounded-lg border border-red-200 bg-red-50 p-4 text-red-800 ${className}`}>
      <p>{message}</p>
      <Button variant="subtle" size="md" className="mt-2" onClick={onRetry}>
        {frAdmin.common.retry}
      </Button>
    </div>
  );
}

/** The search box over an admin list (filters what is loaded). */
export function SearchBox({ label, placeholder, value, onChange, className = 'sm:w-72' }: { label: string; placeholder?: string; value: string; onChange: (value: string) => void; className?: string }) {
  return (
    <label className={`relative block w-full ${className}`}>
      <span className="sr-only">{label}</span>
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" />
      <input
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder ?? label}
        className="h-11 w-full rounded-lg border border-navy-300 bg-white pr-3 pl-9 text-navy-900 placeholder:text-slate-500"
      />
    </label>
  );
}
