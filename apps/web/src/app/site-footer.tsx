import { Footer } from '#web/components/layouts/footer.tsx';
import { HydrationGate } from '#web/components/ui/hydration-gate.tsx';
import { useCms } from '#web/features/cms/api/get-cms.ts';
import { organization } from '#web/lib/schema-org.ts';
import { jsonLdText } from '#web/lib/structured-data.ts';
import { siteOrigin } from '#web/lib/hydration.ts';

// The footer filled with what administrators write in the CMS (footer text, contact details,
// social links), and the business described for search engines on every page with the same
// details (docs/decisions/068). Loaded just after the page: it is never needed for the first
// paint.
export default function SiteFooter() {
  const cms = useCms();
  // Its own gate: this part's code may come later than the page's (when the footer is reached).
  return (
    <HydrationGate>
      <Footer content={cms.data} />
      {cms.data && (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: jsonLdText(organization(siteOrigin(), cms.data)) }}
        />
      )}
    </HydrationGate>
  );
}
