import { Award, Crown, Languages } from '../../../components/icons';
import { Link } from 'react-router';
import type { PublicAgent } from '../../../../../shared/agents/api';
import { AgentPortrait } from '../../../components/agent-portrait';
import { BrokerMention } from '../../../components/broker-mention';
import { frTeam } from '../i18n/fr';

/** Spec §9: cards show at most 3 languages and 2 achievements. */
export const CARD_LANGUAGES = 3;
export const CARD_ACHIEVEMENTS = 2;

/** One broker of the team page; the name link is stretched over the card, which links to the profile. */
export function TeamCard({ agent }: { agent: PublicAgent }) {
  const languages = agent.languages.slice(0, CARD_LANGUAGES);
  const achievements = agent.achievements.slice(0, CARD_ACHIEVEMENTS);
  return (
    <article className="group relative flex h-full flex-col items-center rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-navy-100 transition-shadow focus-within:shadow-lg hover:shadow-lg">
      <AgentPortrait
        name={agent.name}
        imageUrl={agent.imageUrl}
        alt={frTeam.photoAlt(agent.name)}
        sizes="144px"
        className="size-36 rounded-full ring-4 ring-navy-50"
      />
      <p
        className={`mt-4 inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-bold tracking-widest ${
          agent.isPresident ? 'bg-navy-900 text-gold-300' : 'bg-gold-100 text-navy-900'
        }`}
      >
        {agent.isPresident && <Crown aria-hidden="true" className="size-3.5" />}
        {agent.isPresident ? frTeam.president : frTeam.expert}
      </p>
      <h3 className="mt-3 text-xl font-semibold text-navy-900">
        <Link to={`/agent/${agent.id}`} className="rounded-sm after:absolute after:inset-0 after:content-[''] group-hover:underline">
          {agent.name}
        </Link>
      </h3>
      <BrokerMention agent={agent} className="mt-1 text-sm font-semibold text-navy-800" />
      {agent.title && <p className="mt-1 text-sm font-medium text-slate-700">{agent.title}</p>}
      {agent.specialty && <p className="mt-1 text-sm text-slate-600">{agent.specialty}</p>}
      {languages.length > 0 && (
        <div className="mt-4 flex items-center gap-2">
          <Languages aria-hidden="true" className="size-4 text-navy-500" />
          <span className="sr-only">{frTeam.languagesLabel} :</span>
          <ul className="flex flex-wrap justify-center gap-1.5">
            {languages.map((language) => (
              <li key={language} className="rounded-full bg-navy-50 px-2.5 py-0.5 text-xs font-medium text-navy-800">
                {language}
              </li>
            ))}
          </ul>
        </div>
      )}
      {achievements.length > 0 && (
        <ul aria-label={frTeam.achievementsLabel} className="mt-4 w-full space-y-1.5 border-t border-navy-100 pt-4 text-left text-sm text-slate-700">
          {achievements.map((achievement) => (
            <li key={achievement} className="flex gap-2">
              <Award aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-700" />
              <span>{achievement}</span>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

/** Same footprint as a card, so the grid does not jump when the brokers arrive. */
export function TeamCardSkeleton() {
  return <div aria-hidden="true" className="h-96 animate-pulse rounded-2xl bg-white ring-1 ring-navy-100 motion-reduce:animate-none" />;
}
