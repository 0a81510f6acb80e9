import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { PageLoading } from '../../components/page-loading';
import { NoIndex, PageTitle } from '../../components/page-title';
import { TabList, tabPanelProps } from '../../components/ui/tab-list';
import { ConfirmSignUpForm, NewPasswordForm, SignInForm, SignUpForm, TotpSignInForm } from './components/auth-forms';
import { frAuth } from './i18n/fr';
import { notify } from '../../lib/toast';
import { useSession } from '../../lib/session';
import * as auth from '../../lib/auth/amplify';

type Tab = 'signIn' | 'signUp';
const TABS = [
  { id: 'signIn', name: frAuth.tabs.signIn },
  { id: 'signUp', name: frAuth.tabs.signUp },
] as const;

/**
 * /auth: sign in, or sign up then confirm the e-mailed code; an account an operator created chooses its
 * own password at its first sign-in; an account with an authenticator app gives its code after the
 * password. A signed-in user goes to /admin.
 */
export function AuthPage() {
  const session = useSession();
  const navigate = useNavigate();
  const [tab, setTab] = useState<Tab>('signIn');
  const [confirming, setConfirming] = useState<{ email: string; password: string } | null>(null);
  const [choosingPassword, setChoosingPassword] = useState<string | null>(null);
  const [askingTotp, setAskingTotp] = useState<string | null>(null);

  if (session.status === 'loading') return <PageLoading />;
  if (session.status === 'signedIn') return <Navigate to="/admin" replace />;

  const signedIn = async () => {
    notify.success(frAuth.toasts.signedIn);
    await session.refresh();
    // The guard sends a signed-in non-admin on to the home page.
    await navigate('/admin', { replace: true });
  };

  const enter = async (email: string, password: string) => {
    const outcome = await auth.signIn(email, password);
    if (outcome === 'confirmSignUp') setConfirming({ email, password });
    else if (outcome === 'newPasswordRequired') setChoosingPassword(email);
    else if (outcome === 'totpRequired') setAskingTotp(email);
    else await signedIn();
  };

  return (
    <div className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <PageTitle>{frAuth.title}</PageTitle>
      <NoIndex />
      <h1 className="text-center text-3xl font-bold text-navy-900">{frAuth.heading}</h1>
      <p className="mt-2 text-center text-slate-600">{frAuth.intro}</p>
      <div className="mt-8 rounded-2xl border border-navy-100 bg-white p-6 shadow-sm">
        {askingTotp ? (
          <TotpSignInForm email={askingTotp} onSignedIn={signedIn} onBack={() => setAskingTotp(null)} />
        ) : choosingPassword ? (
          <NewPasswordForm email={choosingPassword} onChosen={signedIn} onBack={() => setChoosingPassword(null)} />
        ) : confirming ? (
          <ConfirmSignUpForm
            email={confirming.email}
            onConfirmed={() => enter(confirming.email, confirming.password)}
            onBack={() => {
              setConfirming(null);
              setTab('signIn');
            }}
          />
        ) : (
          <>
            <TabList
              label={frAuth.tabsLabel}
              tabs={TABS}
              selected={tab}
              onSelect={setTab}
              idPrefix="auth"
              className="grid grid-cols-2 gap-1 rounded-lg bg-navy-50 p-1"
              tabClassName={(selected) => `rounded-md px-3 py-2 font-semibold transition-colors ${selected ? 'bg-white text-navy-900 shadow-sm' : 'text-navy-700 hover:text-navy-900'}`}
            />
            <div {...tabPanelProps('auth', tab)} className="mt-6">
              {tab === 'signIn' ? (
                <SignInForm onSubmit={({ email, password }) => enter(email, password)} />
              ) : (
                <SignUpForm
                  onSignedUp={(email, password) => {
                    notify.success(frAuth.toasts.checkEmail);
                    setConfirming({ email, password });
                  }}
                />
              )}
            </div>
          </>
        )}
      </div>
    </div>
  );
}
