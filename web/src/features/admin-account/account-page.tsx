import { PageTitle } from '../../components/page-title';
import { useSession } from '../../lib/session';
import { TwoFactorSection } from './components/two-factor-section';
import { frAccount } from './i18n/fr';

/** /admin/account (« Mon compte », from the back office's user menu): the signed-in admin's own sign-in settings. */
export function AccountPage() {
  const session = useSession();
  // The admin layout renders its pages only for a signed-in admin.
  const email = session.status === 'signedIn' ? (session.user.email ?? '') : '';
  return (
    <div className="mx-auto max-w-3xl">
      <PageTitle>{frAccount.title}</PageTitle>
      <h1 className="text-2xl font-bold text-navy-900 sm:text-3xl">{frAccount.title}</h1>
      {email && <p className="mt-1 text-slate-600">{frAccount.intro(email)}</p>}
      <div className="mt-6">
        <TwoFactorSection account={email} />
      </div>
    </div>
  );
}
