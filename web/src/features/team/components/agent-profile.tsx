import { ArrowLeft, Award, CalendarCheck, Clock, Crown, Handshake, Languages, Mail, MessageCircle, Phone, ShieldCheck, UserCheck, type LucideIcon } from '../../../components/icons';
import { lazy, Suspense, useId, useState } from 'react';
import { Link } from 'react-router';
import type { PublicAgent } from '../../../../../shared/agents/api';
import { OACIQ_REGISTER_URL } from '../../../../../shared/agents/mentions';
import { AgentPortrait } from '../../../components/agent-portrait';
import { BrokerMention } from '../../../components/broker-mention';
import { PageTitle } from '../../../components/page-title';
import { Button } from '../../../components/ui/button';
import { buttonClass } from '../../../components/ui/button-styles';
import { ButtonLink } from '../../../components/ui/button-link';
import { TabList, tabPanelProps } from '../../../components/ui/tab-list';
import { mailtoHref, telHref, whatsappHref } from '../../../lib/contact-links';
import { trackEvent } from '../../../lib/tracking';
import { useAgent } from '../api/get-agent';
import { frTeam } from '../i18n/fr';
import { island } from '../../../islands/island';

const t = frTeam.profile;

// Few visitors book: the widget dialog's code loads on demand.
const loadBookingDialog = () => import('../../../components/visit-booking/visit-booking-dialog');
const VisitBookingDialog = lazy(() => loadBookingDialog().then((m) => ({ default: m.VisitBookingDialog })));
const preloadBookingDialog = () => void loadBookingDialog().catch(() => undefined);

type Tab = 'achievements' | 'contact';
const TABS = [
  { id: 'achievements', name: t.tabs.achievements },
  { id: 'contact', name: t.tabs.contact },
] as const satisfies readonly { id: Tab; name: string }[];
const REASON_ICONS: LucideIcon[] = [Clock, Handshake, ShieldCheck, UserCheck];

function AgentProfile({ agent }: { agent: PublicAgent }) {
  const [tab, setTab] = useState<Tab>('achievements');
  const [bookingOpen, setBookingOpen] = useState(false);
  const tabsId = useId();
  const firstName = agent.name.split(/\s+/)[0] ?? agent.name;
  const whatsapp = agent.phone ? whatsappHref(agent.phone) : undefined;
  const openBooking = () => setBookingOpen(true);

  return (
    <>
      <PageTitle>{agent.name}</PageTitle>
      <section className="bg-navy-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
          <Link to="/agents" className="inline-flex items-center gap-2 rounded-md font-medium text-navy-100 hover:text-white hover:underline">
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t.backToTeam}
          </Link>
          <div className="mt-8 flex flex-col items-center gap-8 md:flex-row md:items-start">
            <AgentPortrait
              name={agent.name}
              imageUrl={agent.imageUrl}
              alt={frTeam.photoAlt(agent.name)}
              sizes="224px"
              priority
              className="size-56 rounded-full ring-4 ring-gold-400"
              initialsClassName="text-6xl"
            />
            <div className="min-w-0 flex-1 text-center md:text-left">
              <p className="inline-flex items-center gap-1.5 rounded-full bg-gold-400 px-3 py-1 text-xs font-bold tracking-widest text-navy-950">
                {agent.isPresident && <Crown aria-hidden="true" className="size-3.5" />}
                {agent.isPresident ? frTeam.president : frTeam.expert}
              </p>
              <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">{agent.name}</h1>
              <BrokerMention agent={agent} className="mt-2 text-lg font-semibold text-white" />
              {agent.title && <p className="mt-2 text-lg text-gold-300">{agent.title}</p>}
              <dl className="mt-6 space-y-3 text-navy-100">
                {agent.licenceNumber && (
                  <div className="flex flex-wrap justify-center gap-x-2 md:justify-start">
                    <dt className="font-semibold text-white">{t.licence} :</dt>
                    <dd>
                      {agent.licenceNumber}{' '}
                      <a href={OACIQ_REGISTER_URL} className="rounded-sm text-gold-300 underline underline-offset-2 hover:text-gold-200">
                        {t.checkLicence}
                      </a>
                    </dd>
                  </div>
                )}
                {agent.specialty && (
                  <div className="flex flex-wrap justify-center gap-x-2 md:justify-start">
                    <dt className="font-semibold text-white">{t.specialty} :</dt>
                    <dd>{agent.specialty}</dd>
                  </div>
                )}
                {agent.languages.length > 0 && (
                  <div className="flex flex-wrap items-center justify-center gap-2 md:justify-start">
                    <dt className="inline-flex items-center gap-1.5 font-semibold text-white">
                      <Languages aria-hidden="true" className="size-4" />
                      {t.languages} :
                    </dt>
                    {agent.languages.map((language) => (
                      <dd key={language} className="rounded-full bg-navy-800 px-2.5 py-0.5 text-sm">
                        {language}
                      </dd>
                    ))}
                  </div>
                )}
              </dl>
              {agent.bio && (
                <div className="mt-6">
                  <h2 className="sr-only">{t.about}</h2>
                  <p className="max-w-3xl leading-relaxed whitespace-pre-line text-navy-100">{agent.bio}</p>
                </div>
              )}
            </div>
          </div>
        </div>
      </section>

      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
        <TabList
          label={t.tabsLabel}
          tabs={TABS}
          selected={tab}
          onSelect={setTab}
          idPrefix={tabsId}
          className="flex gap-2 border-b border-navy-100"
          tabClassName={(selected) =>
            `-mb-px border-b-2 px-5 py-3 text-base font-semibold ${selected ? 'border-gold-500 text-navy-900' : 'border-transparent text-slate-600 hover:text-navy-900'}`
          }
        />
        <div {...tabPanelProps(tabsId, tab)} tabIndex={0} className="rounded-b-2xl py-8 focus-visible:outline-2">
          {tab === 'achievements' ? (
            <AchievementsPanel achievements={agent.achievements} />
          ) : (
            <div className="grid gap-8 md:grid-cols-2">
              <section aria-labelledby={`${tabsId}-contact`}>
                <h2 id={`${tabsId}-contact`} className="text-xl font-bold text-navy-900">
                  {t.contactTitle(agent.name)}
                </h2>
                <ul className="mt-5 space-y-3">
                  {agent.phone && (
                    <ContactLink icon={Phone} href={telHref(agent.phone)} label={t.phone} onContact={() => trackEvent('agent_contact', { agentId: agent.id, eventData: { channel: 'phone' } })}>
                      {agent.phone}
                    </ContactLink>
                  )}
                  <ContactLink icon={Mail} href={mailtoHref(agent.email)} label={t.email} onContact={() => trackEvent('agent_contact', { agentId: agent.id, eventData: { channel: 'email' } })}>
                    {agent.email}
                  </ContactLink>
                  {whatsapp && agent.phone && (
                    <ContactLink
                      icon={MessageCircle}
                      href={whatsapp}
                      label={t.whatsapp}
                      external
                      ariaLabel={t.whatsappLabel(agent.name)}
                      onContact={() => trackEvent('agent_contact', { agentId: agent.id, eventData: { channel: 'whatsapp' } })}
                    >
                      {agent.phone}
                    </ContactLink>
                  )}
                </ul>
                <Button onClick={openBooking} onPointerEnter={preloadBookingDialog} onFocus={preloadBookingDialog} className="mt-6">
                  <CalendarCheck aria-hidden="true" className="size-5" />
                  {t.book}
                </Button>
              </section>
              <section aria-labelledby={`${tabsId}-reasons`} className="rounded-2xl bg-navy-50 p-6 ring-1 ring-navy-100">
                <h2 id={`${tabsId}-reasons`} className="text-xl font-bold text-navy-900">
                  {t.reasonsTitle}
                </h2>
                <ul className="mt-5 space-y-4">
                  {t.reasons.map((reason, index) => {
                    const Icon = REASON_ICONS[index] ?? ShieldCheck;
                    return (
                      <li key={reason.title} className="flex gap-3">
                        <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-700" />
                        <div>
                          <p className="font-semibold text-navy-900">{reason.title}</p>
                          <p className="text-sm text-slate-600">{reason.text}</p>
                        </div>
                      </li>
                    );
                  })}
                </ul>
              </section>
            </div>
          )}
        </div>
      </div>

      <section className="bg-gradient-to-r from-navy-900 to-navy-800 text-white">
        <div className="mx-auto flex max-w-5xl flex-col items-center gap-6 px-4 py-12 text-center sm:px-6 lg:px-8">
          <h2 className="text-2xl font-bold sm:text-3xl">{t.bannerTitle(firstName)}</h2>
          <p className="max-w-2xl text-navy-100">{t.bannerText}</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            {agent.calendlyUrl ? (
              <Button size="xl" onClick={openBooking} onPointerEnter={preloadBookingDialog} onFocus={preloadBookingDialog}>
                <CalendarCheck aria-hidden="true" className="size-5" />
                {t.freeConsultation}
              </Button>
            ) : (
              // Without a calendar of their own, the brokerage's contact form takes the request.
              <ButtonLink to="/contact" size="xl">
                <CalendarCheck aria-hidden="true" className="size-5" />
                {t.freeConsultation}
              </ButtonLink>
            )}
            {agent.phone && (
              <a
                href={telHref(agent.phone)}
                onClick={() => trackEvent('agent_contact', { agentId: agent.id, eventData: { channel: 'phone' } })}
                className={buttonClass({ variant: 'gold-outline', size: 'xl' })}
              >
                <Phone aria-hidden="true" className="size-5" />
                {t.directCall}
              </a>
            )}
          </div>
        </div>
      </section>

      <Suspense fallback={null}>{bookingOpen && <VisitBookingDialog agent={agent} onClose={() => setBookingOpen(false)} />}</Suspense>
    </>
  );
}

function AchievementsPanel({ achievements }: { achievements: string[] }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="text-xl font-bold text-navy-900">
        {t.achievementsTitle}
      </h2>
      {achievements.length === 0 ? (
        <p className="mt-4 text-slate-600">{t.noAchievements}</p>
      ) : (
        <ul className="mt-5 grid gap-4 sm:grid-cols-2">
          {achievements.map((achievement) => (
            <li key={achievement} className="flex gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-navy-100">
              <Award aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-700" />
              <span className="text-navy-900">{achievement}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

type ContactLinkProps = { icon: LucideIcon; href: string; label: string; children: string; external?: boolean; ariaLabel?: string; onContact?: () => void };

function ContactLink({ icon: Icon, href, label, children, external = false, ariaLabel, onContact }: ContactLinkProps) {
  return (
    <li>
      <a
        href={href}
        onClick={onContact}
        aria-label={ariaLabel}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        className="flex items-center gap-3 rounded-lg p-2 text-navy-900 hover:bg-navy-50"
      >
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-navy-900 text-gold-300">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <span className="min-w-0">
          <span className="block text-sm text-slate-600">{label}</span>
          <span className="block font-medium break-words">{children}</span>
        </span>
      </a>
    </li>
  );
}

/** The profile is an island (tabs, booking, contact): it reads the broker from the cache the page's data filled. */
export function AgentProfileById({ id }: { id: string }) {
  const { data: agent } = useAgent(id);
  return agent ? <AgentProfile agent={agent} /> : null;
}

export const AgentProfileIsland = island('team', 'AgentProfileById', AgentProfileById);

