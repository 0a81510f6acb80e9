import { Crown } from '../../../components/icons';
import { useEffect } from 'react';
import { Link } from 'react-router';
import type { PublicAgent } from '../../../../../shared/agents/api';
import { frHome } from '../i18n/fr';
import { useAgents } from '../api/get-agents';
import { PLACEHOLDER_IMAGE, useImageFallback } from '../../../lib/image-fallback';
import { Carousel } from '../../../components/carousel';
import { HomeSection } from './home-section';

/** Agent portraits are stored at 400x400. */
const PORTRAIT_SIZE = 400;

export function Agents() {
  const { data, error, isPending } = useAgents();

  useEffect(() => {
    // Spec §8: a failure to load the agents is logged only; the list stays empty.
    if (error) console.error('Failed to load the agents for the home page', error);
  }, [error]);

  const agents = data ?? [];

  return (
    <HomeSection
      title={frHome.agents.title}
      subtitle={frHome.agents.subtitle}
      viewAll={{ label: frHome.agents.viewAll, to: '/agents' }}
      className="bg-white"
    >
      {isPending ? (
        // Same height as an agent card, so the page below does not jump when they arrive.
        <div aria-hidden="true" className="h-80 animate-pulse rounded-2xl bg-navy-50 motion-reduce:animate-none" />
      ) : agents.length === 0 ? (
        <p className="rounded-2xl bg-navy-50 px-6 py-12 text-center text-slate-600">{frHome.agents.empty}</p>
      ) : (
        <Carousel
          label={frHome.agents.title}
          previousLabel={frHome.agents.previous}
          nextLabel={frHome.agents.next}
          items={agents}
          getKey={(agent) => agent.id}
          renderSlide={(agent) => <AgentCard agent={agent} />}
          slideClassName="basis-full sm:basis-1/2 lg:basis-1/4"
        />
      )}
    </HomeSection>
  );
}

function AgentCard({ agent }: { agent: PublicAgent }) {
  const { broken, ref, onError } = useImageFallback();

  return (
    <article className="group relative flex h-80 flex-col items-center rounded-2xl bg-navy-50 p-6 text-center ring-1 ring-navy-100 transition-shadow hover:shadow-lg">
      <img
        src={!agent.imageUrl || broken ? PLACEHOLDER_IMAGE : agent.imageUrl}
        alt={frHome.agents.photoAlt(agent.name)}
        width={PORTRAIT_SIZE}
        height={PORTRAIT_SIZE}
        loading="lazy"
        decoding="async"
        ref={ref}
        onError={onError}
        className="size-36 rounded-full object-cover ring-4 ring-white"
      />
      {agent.isPresident && (
        <p className="mt-4 inline-flex items-center gap-1.5 rounded-full bg-navy-900 px-3 py-1 text-xs font-bold tracking-widest text-gold-300">
          <Crown aria-hidden="true" className="size-3.5" />
          {frHome.agents.president}
        </p>
      )}
      <h3 className="mt-4 text-lg font-semibold text-navy-900">
        <Link to={`/agent/${agent.id}`} className="rounded-sm after:absolute after:inset-0 after:content-[''] group-hover:underline">
          {agent.name}
        </Link>
      </h3>
      {agent.title && <p className="mt-1 text-sm text-slate-600">{agent.title}</p>}
    </article>
  );
}
