import type { Agent } from '../../../../../shared/agents/schema';
import { adminPagesQuery } from '../../../components/admin/paging';

/** Every broker, 100 a page ('Charger plus' for more). */
export const agentsQueryOptions = adminPagesQuery<Agent>(['agents'], '/admin/agents', 100);
