import { ArrowLeft, UserX } from '../../components/icons';
import { useParams } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { ButtonLink } from '../../components/ui/button-link';
import { useAgent } from './api/get-agent';
import { frTeam } from './i18n/fr';
import { AgentProfileIsland } from './components/agent-profile';

const t = frTeam.profile;

/** /agent/:id (public-site.md §2 "Broker profile"). */
export function AgentPage() {
  const { id } = useParams();
  const { data: agent, error } = useAgent(id);
  if (!id) return <AgentUnavailable reason={t.missingId} />;
  if (agent) return <AgentProfileIsland key={agent.id} id={agent.id} />;
  if (error && !agent) return <AgentUnavailable reason={t.notFoundText} />;
  return <AgentLoading />;
}

function AgentLoading() {
  return (
    <div role="status" className="mx-auto flex min-h-[60vh] max-w-7xl items-center justify-center px-4 text-lg text-navy-700">
      {t.loading}
    </div>
  );
}

function AgentUnavailable({ reason }: { reason: string }) {
  return (
    <>
      <PageTitle>{t.notFound}</PageTitle>
      <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
        <UserX aria-hidden="true" className="size-12 text-gold-700" />
        <h1 className="mt-6 text-3xl font-bold text-navy-900">{t.notFound}</h1>
        <p className="mt-4 text-slate-600">{reason}</p>
        <ButtonLink to="/agents" variant="navy" className="mt-8">
          <ArrowLeft aria-hidden="true" className="size-5" />
          {t.backToTeam}
        </ButtonLink>
      </section>
    </>
  );
}

