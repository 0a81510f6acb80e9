import { useRef, useState, type KeyboardEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { PageLoading } from '../../components/page-loading';
import { PageTitle } from '../../components/page-title';
import { ConfirmSignUpForm, SignInForm, SignUpForm } from './components/auth-forms';
import { frAuth } from './i18n/fr';
import { notify } from '../../lib/toast';
import { useSession } from '../../lib/session';
import * as auth from '../../lib/auth/amplify';

type Tab = 'signIn' | 'signUp';
const TABS: Tab[] = ['signIn', 'signUp'];

/** /auth: sign in, or sign up then confirm the e-mailed code; a signed-in user goes to /admin. */
export function AuthPage() {
  const session = useSession();
  const navigate = useNavigate();
  const [tab, setTab] = useState<Tab>('signIn');
  const [confirming, setConfirming] = useState<{ email: string; password: string } | null>(null);
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({ signIn: null, signUp: null });

  if (session.status === 'loading') return <PageLoading />;
  if (session.status === 'signedIn') return <Navigate to="/admin" replace />;

  const enter = async (email: string, password: string) => {
    if ((await auth.signIn(email, password)) === 'confirmSignUp') {
      setConfirming({ email, password });
      return;
    }
    notify.success(frAuth.toasts.signedIn);
    await session.refresh();
    // The guard sends a signed-in non-admin on to the home page.
    await navigate('/admin', { replace: true });
  };

  // Tabs pattern: arrows move between tabs, the selected one is the only one in the tab order.
  const onTabKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft' && event.key !== 'Home' && event.key !== 'End') return;
    event.preventDefault();
    const next = event.key === 'Home' ? 'signIn' : event.key === 'End' ? 'signUp' : tab === 'signIn' ? 'signUp' : 'signIn';
    setTab(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <PageTitle>{frAuth.title}</PageTitle>
      <meta name="robots" content="noindex" />
      <h1 className="text-center text-3xl font-bold text-navy-900">{frAuth.heading}</h1>
      <p className="mt-2 text-center text-slate-600">{frAuth.intro}</p>
      <div className="mt-8 rounded-2xl border border-navy-100 bg-white p-6 shadow-sm">
        {confirming ? (
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
            <div role="tablist" aria-label={frAuth.tabsLabel} className="grid grid-cols-2 gap-1 rounded-lg bg-navy-50 p-1" onKeyDown={onTabKey}>
              {TABS.map((id) => (
                <button
                  key={id}
                  ref={(el) => {
                    tabRefs.current[id] = el;
                  }}
                  type="button"
                  role="tab"
                  id={`auth-tab-${id}`}
                  aria-selected={tab === id}
                  aria-controls={`auth-panel-${id}`}
                  tabIndex={tab === id ? 0 : -1}
                  onClick={() => setTab(id)}
                  className={`rounded-md px-3 py-2 font-semibold transition-colors ${tab === id ? 'bg-white text-navy-900 shadow-sm' : 'text-navy-700 hover:text-navy-900'}`}
                >
                  {frAuth.tabs[id]}
                </button>
              ))}
            </div>
            <div role="tabpanel" id={`auth-panel-${tab}`} aria-labelledby={`auth-tab-${tab}`} className="mt-6">
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
