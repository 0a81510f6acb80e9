import { useRef, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import { TestimonialsManager } from '../../components/admin/testimonials-manager';
import { PageTitle } from '../../components/page-title';
import { GeneralTab } from './components/general-tab';
import { IntegrationsTab } from './components/integrations-tab';
import { JournalTab } from './components/journal-tab';
import { UsersTab } from './components/users-tab';
import { frSettings } from './i18n/fr';

const TABS = ['integrations', 'general', 'testimonials', 'users', 'journal'] as const;
type Tab = (typeof TABS)[number];
/** The tab is in the URL (?onglet=…) so a reload or a shared link opens the same one. */
const PARAM = 'onglet';
const isTab = (value: string | null): value is Tab => (TABS as readonly string[]).includes(value ?? '');

/** /admin/settings: the spec's three tabs plus 'Utilisateurs' and 'Journal' (issue 8). */
export function SettingsPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get(PARAM);
  const tab: Tab = isTab(requested) ? requested : 'integrations';
  const refs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});

  const select = (next: Tab, focus = false) => {
    setParams((current) => {
      const copy = new URLSearchParams(current);
      copy.set(PARAM, next);
      return copy;
    }, { replace: true });
    if (focus) refs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const index = TABS.indexOf(tab);
    const next =
      event.key === 'ArrowRight' ? TABS[(index + 1) % TABS.length] : event.key === 'ArrowLeft' ? TABS[(index - 1 + TABS.length) % TABS.length] : event.key === 'Home' ? TABS[0] : event.key === 'End' ? TABS[TABS.length - 1] : undefined;
    if (!next) return;
    event.preventDefault();
    select(next, true);
  };

  return (
    <div className="mx-auto max-w-6xl">
      <PageTitle>{frSettings.title}</PageTitle>
      <h1 className="text-2xl font-bold text-navy-900 sm:text-3xl">{frSettings.title}</h1>
      <p className="mt-1 text-slate-600">{frSettings.intro}</p>
      <div role="tablist" aria-label={frSettings.tabsLabel} onKeyDown={onKeyDown} className="mt-6 flex gap-1 overflow-x-auto border-b border-navy-200">
        {TABS.map((id) => (
          <button
            key={id}
            ref={(el) => {
              refs.current[id] = el;
            }}
            type="button"
            role="tab"
            id={`settings-tab-${id}`}
            aria-selected={tab === id}
            aria-controls={`settings-panel-${id}`}
            tabIndex={tab === id ? 0 : -1}
            onClick={() => select(id)}
            className={`-mb-px shrink-0 border-b-2 px-4 py-2.5 font-semibold whitespace-nowrap transition-colors ${
              tab === id ? 'border-gold-600 text-navy-900' : 'border-transparent text-navy-700 hover:text-navy-900'
            }`}
          >
            {frSettings.tabs[id]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`settings-panel-${tab}`} aria-labelledby={`settings-tab-${tab}`} className="mt-6">
        {tab === 'integrations' && <IntegrationsTab />}
        {tab === 'general' && <GeneralTab />}
        {tab === 'testimonials' && <TestimonialsManager />}
        {tab === 'users' && <UsersTab />}
        {tab === 'journal' && <JournalTab />}
      </div>
    </div>
  );
}
