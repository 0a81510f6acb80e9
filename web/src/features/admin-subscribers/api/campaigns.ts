import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCampaign, CampaignDraftBody } from '../../../../../shared/newsletter/campaign';
import { adminPagesQuery } from '../../../components/admin/paging';
import { api } from '../../../lib/api-client';
import { noClientErrorRetry } from '../../../lib/http-errors';

/** Every key starts with ['admin', 'campaigns'] (a write invalidates them all). */
export const campaignKeys = {
  all: ['admin', 'campaigns'] as const,
  one: (id: string) => [...campaignKeys.all, 'one', id] as const,
  preview: (id: string) => [...campaignKeys.all, 'one', id, 'preview'] as const,
  listing: (id: string) => [...campaignKeys.all, 'listing', id] as const,
  post: (id: string) => [...campaignKeys.all, 'post', id] as const,
};

/** While a campaign is sending, its page asks for its progress this often. */
export const PROGRESS_REFRESH_MS = 2000;
/** The list, newest first: ['admin', 'campaigns', 'list'] (adminPagesQuery adds 'admin'). */
export const campaignsQuery = adminPagesQuery(['campaigns', 'list'], '/admin/campaigns', 20);

/** One campaign with its progress, asked again every 2 s while it is sending (and no longer once sent). */
export const campaignQuery = (id: string) =>
  queryOptions({
    queryKey: campaignKeys.one(id),
    queryFn: ({ signal }) => api.get('/admin/campaigns/{id}', { params: { id }, signal }),
    retry: noClientErrorRetry,
    refetchInterval: (query) => (query.state.data?.status === 'sending' ? PROGRESS_REFRESH_MS : false),
  });

/** The mail as subscribers read it: asked again each time it is shown (the draft may have changed since). */
export const campaignPreviewQuery = (id: string) =>
  queryOptions({
    queryKey: campaignKeys.preview(id),
    queryFn: ({ signal }) => api.get('/admin/campaigns/{id}/preview', { params: { id }, signal }),
    retry: noClientErrorRetry,
    refetchOnMount: 'always',
  });

/** The pickers' choices: published listings (the admin list's default: active ones) and articles (searched, then the published ones). */
export const listingChoicesQuery = adminPagesQuery(['campaigns', 'listing-choices'], '/admin/properties', 100);
export const postChoicesQuery = (q: string) => adminPagesQuery(['campaigns', 'post-choices', q], '/admin/blog/posts', 50, { q });

/** A chosen listing or article by id, for its title in the selection (a saved draft's may not be on the loaded pages). */
export const chosenListingQuery = (id: string) =>
  queryOptions({ queryKey: campaignKeys.listing(id), queryFn: ({ signal }) => api.get('/admin/properties/{id}', { params: { id }, signal }), retry: noClientErrorRetry });
export const chosenPostQuery = (id: string) =>
  queryOptions({ queryKey: campaignKeys.post(id), queryFn: ({ signal }) => api.get('/admin/blog/posts/{id}', { params: { id }, signal }), retry: noClientErrorRetry });

/**
 * After a write: the answer replaces the cached campaign, and the list refetches, inactive too (the app
 * does not refetch on mount: the list must not show the old status when the editor goes back to it).
 */
function useStore() {
  const queryClient = useQueryClient();
  return {
    put: (campaign: AdminCampaign) => queryClient.setQueryData(campaignKeys.one(campaign.id), campaign),
    refreshList: () => queryClient.invalidateQueries({ queryKey: [...campaignKeys.all, 'list'], refetchType: 'all' }),
    drop: (id: string) => queryClient.removeQueries({ queryKey: campaignKeys.one(id) }),
  };
}

/** 'Enregistrer': a new draft (POST) or the draft replaced (PUT). */
export function useSaveCampaign() {
  const store = useStore();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: CampaignDraftBody }) =>
      id ? api.put('/admin/campaigns/{id}', { params: { id }, body }) : api.post('/admin/campaigns', { body }),
    retry: false,
    onSuccess: store.put,
    onSettled: store.refreshList,
  });
}

export function useDeleteCampaign() {
  const store = useStore();
  return useMutation({
    mutationFn: (id: string) => api.delete('/admin/campaigns/{id}', { params: { id } }),
    retry: false,
    onSuccess: (_, id) => store.drop(id),
    onSettled: store.refreshList,
  });
}

/** 'M’envoyer un test': to the signed-in admin's own address only. */
export function useTestCampaign() {
  return useMutation({ mutationFn: (id: string) => api.post('/admin/campaigns/{id}/test', { params: { id } }), retry: false });
}

/** 'Envoyer à tous les abonnés actifs': the campaign comes back 'sending', and its page follows the progress. */
export function useSendCampaign() {
  const store = useStore();
  return useMutation({
    mutationFn: (id: string) => api.post('/admin/campaigns/{id}/send', { params: { id } }),
    retry: false,
    onSuccess: store.put,
    onSettled: store.refreshList,
  });
}
