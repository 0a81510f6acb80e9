import { SectionComing } from '../../components/admin/section-coming';
import { frAdmin } from '../../i18n/fr-admin';

/** Placeholder replaced while issue 10 is built. */
export function CategoryEditorPage() {
  return <SectionComing title={frAdmin.nav.blog} />;
}
