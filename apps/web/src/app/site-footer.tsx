import { Footer } from '#web/components/layouts/footer.tsx';
import { useCms } from '#web/features/cms/api/get-cms.ts';

// The footer filled with what administrators write in the CMS (footer text, contact details,
// social links). Loaded just after the page: it is never needed for the first paint.
export default function SiteFooter() {
  const cms = useCms();
  return <Footer content={cms.data} />;
}
