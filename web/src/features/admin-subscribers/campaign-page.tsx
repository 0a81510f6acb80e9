import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { Link, useParams } from 'react-router';
import { LoadError, Pending } from '../../components/admin/list-states';
import { ArrowLeft } from '../../components/icons';
import { PageTitle } from '../../components/page-title';
import { isApiError } from '../../lib/api-client';
import { campaignQuery } from './api/campaigns';
import { CampaignEditor } from './components/campaign-editor';
import { CampaignProgressView } from './components/campaign-progress';
import { frSubscribers } from './i18n/fr';

const t = frSubscribers.campaign;

/**
 * /admin/subscribers/campaigns/new and /admin/subscribers/campaigns/{id}: the editor while the campaign is a
 * draft; once sending has started, its progress (asked again every 2 s while it sends) and the mail as sent.
 */
export function CampaignPage() {
  const { id } = useParams();
  return (
    <div className="mx-auto max-w-5xl">
      <Link to="/admin/subscribers/campaigns" className="inline-flex items-center gap-2 rounded-md font-medium text-navy-700 hover:text-navy-900 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t.back}
      </Link>
      {/* Keyed by id: a new draft, once created, opens as itself. */}
      {id ? <SavedCampaign key={id} id={id} /> : <CampaignEditor key="new" />}
    </div>
  );
}

function SavedCampaign({ id }: { id: string }) {
  const campaign = useQuery(campaignQuery(id));
  // Sent from this editor: its progress then takes the focus (the editor and its dialog are gone).
  const wasDraft = useRef(false);

  if (campaign.isPending) return <Pending className="mt-6" />;
  if (campaign.isError) {
    const title = isApiError(campaign.error, 404) ? t.notFound : t.loadError;
    return (
      <>
        <PageTitle>{title}</PageTitle>
        <h1 className="mt-3 text-2xl font-bold text-navy-900 sm:text-3xl">{title}</h1>
        {!isApiError(campaign.error, 404) && <LoadError className="mt-6" message={t.loadError} onRetry={() => void campaign.refetch()} />}
      </>
    );
  }
  if (campaign.data.status === 'draft') {
    wasDraft.current = true;
    return <CampaignEditor campaign={campaign.data} />;
  }
  return <CampaignProgressView campaign={campaign.data} focusOnMount={wasDraft.current} />;
}
