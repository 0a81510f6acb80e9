import { useEffect, useId } from 'react';
import type { PublicAgent } from '../../../../shared/agents/api';
import { PageTitle } from '../../components/page-title';
import { fr } from '../../i18n/fr';
import { useTeam } from './api/get-team';
import { TeamCard, TeamCardSkeleton } from './components/team-card';
import { frTeam } from './i18n/fr';

const gridClass = 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3';

/** /agents: the co-presidents first, then the other brokers (public-site.md §2 "Team page", §6). */
export function TeamPage() {
  const { data, error, isPending } = useTeam();

  useEffect(() => {
    // Spec §8: a failure to load the brokers is logged only; the lists stay empty.
    if (error) console.error('Failed to load the brokers for the team page', error);
  }, [error]);

  const agents = data ?? [];
  const presidents = agents.filter((agent) => agent.isPresident);
  const others = agents.filter((agent) => !agent.isPresident);

  return (
    <>
      <PageTitle>{fr.pages.agents}</PageTitle>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <h1 className="text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">{frTeam.heading}</h1>
        <p className="mt-2 max-w-3xl text-slate-600">{frTeam.intro}</p>
        {isPending ? (
          <div className={`mt-10 ${gridClass}`}>
            {Array.from({ length: 3 }, (_, index) => (
              <TeamCardSkeleton key={index} />
            ))}
          </div>
        ) : agents.length === 0 ? (
          <p className="mt-10 rounded-2xl bg-navy-50 px-6 py-12 text-center text-slate-600">{frTeam.empty}</p>
        ) : (
          <>
            <TeamSection title={frTeam.presidentsTitle} agents={presidents} />
            <TeamSection title={frTeam.othersTitle} agents={others} />
          </>
        )}
      </div>
    </>
  );
}

function TeamSection({ title, agents }: { title: string; agents: PublicAgent[] }) {
  const titleId = useId();
  if (agents.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className="mt-12">
      <h2 id={titleId} className="text-2xl font-bold text-navy-900">
        {title}
      </h2>
      <ul className={`mt-6 ${gridClass}`}>
        {agents.map((agent) => (
          <li key={agent.id}>
            <TeamCard agent={agent} />
          </li>
        ))}
      </ul>
    </section>
  );
}
