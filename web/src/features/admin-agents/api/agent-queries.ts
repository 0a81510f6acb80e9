import { adminPagesQuery } from '../../../components/admin/paging';

/** Every broker, 100 a page ('Charger plus' for more). */
export const agentsQueryOptions = adminPagesQuery(['agents'], '/admin/agents', 100);
