import { Button } from '../ui/button';
import { frAdmin } from '../../i18n/fr-admin';

/** 'Charger plus' under a paged admin list, while the server has another page. */
export function LoadMore({ hasMore, loading, onClick }: { hasMore: boolean; loading: boolean; onClick: () => void }) {
  if (!hasMore) return null;
  return (
    <div className="mt-4 flex justify-center">
      <Button variant="subtle" size="md" onClick={onClick} disabled={loading}>
        {loading ? frAdmin.common.pending : frAdmin.common.loadMore}
      </Button>
    </div>
  );
}
