import { LoaderCircle } from './icons';
import { fr } from '../i18n/fr';

export function PageLoading() {
  return (
    <div role="status" className="flex min-h-[calc(100dvh-4rem)] items-center justify-center text-navy-700">
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin motion-reduce:animate-none" />
      <span className="sr-only">{fr.a11y.loading}</span>
    </div>
  );
}
