import { SectionComing } from '../../components/admin/section-coming';

/** Being built (issue 8): replaced by the real screen. */
export function AgentsPage() {
  return <SectionComing title="AgentsPage" />;
}
