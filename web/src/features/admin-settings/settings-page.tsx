import { useSearchParams } from 'react-router';
import { AdminPageHeader } from '../../components/admin/page-header';
import { TestimonialsManager } from '../../components/admin/testimonials-manager';
import { TabList, tabPanelProps } from '../../components/ui/tab-list';
import { ComplianceTab } from './components/compliance-tab';
import { GeneralTab } from './components/general-tab';
import { IntegrationsTab } from './components/integrations-tab';
import { JournalTab } from './components/journal-tab';
import { SiteTab } from './components/site-tab';
import { UsersTab } from './components/users-tab';
import { frSettings } from './i18n/fr';

const TABS = ['integrations', 'general', 'site', 'compliance', 'testimonials', 'users', 'journal'] as const;
type Tab = (typeof TABS)[number];
/** The tab is in the URL (?onglet=…) so a reload or a shared link opens the same one. */
const PARAM = 'onglet';
const isTab = (value: string | null): value is Tab => (TABS as readonly string[]).includes(value ?? '');
const TAB_LIST = TABS.map((id) => ({ id, name: frSettings.tabs[id] }));

/** /admin/settings: the spec's three tabs plus 'Utilisateurs' and 'Journal' (issue 8). */
export function SettingsPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get(PARAM);
  const tab: Tab = isTab(requested) ? requested : 'integrations';

  const select = (next: Tab) =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      copy.set(PARAM, next);
      return copy;
    }, { replace: true });

  return (
    <div className="mx-auto max-w-6xl">
      <AdminPageHeader title={frSettings.title} intro={frSettings.intro} />
      <TabList
        label={frSettings.tabsLabel}
        tabs={TAB_LIST}
        selected={tab}
        onSelect={select}
        idPrefix="settings"
        className="mt-6 flex gap-1 overflow-x-auto border-b border-navy-200"
        tabClassName={(selected) =>
          `-mb-px shrink-0 border-b-2 px-4 py-2.5 font-semibold whitespace-nowrap transition-colors ${selected ? 'border-gold-600 text-navy-900' : 'border-transparent text-navy-700 hover:text-navy-900'}`
        }
      />
      <div {...tabPanelProps('settings', tab)} className="mt-6">
        {tab === 'integrations' && <IntegrationsTab />}
        {tab === 'general' && <GeneralTab />}
        {tab === 'site' && <SiteTab />}
        {tab === 'compliance' && <ComplianceTab />}
        {tab === 'testimonials' && <TestimonialsManager />}
        {tab === 'users' && <UsersTab />}
        {tab === 'journal' && <JournalTab />}
      </div>
    </div>
  );
}
