import { AdminPageHeader } from '../../components/admin/page-header';
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
      <AdminPageHeader title={frAccount.title} intro={email && frAccount.intro(email)} />
      <div className="mt-6">
        <TwoFactorSection account={email} />
      </div>
    </div>
  );
}
