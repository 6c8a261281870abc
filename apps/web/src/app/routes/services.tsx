import { Page } from '../../components/ui/page.tsx';
import { useServices } from '../../features/services/api/get-services.ts';
import { ServiceCard } from '../../features/services/components/service-card.tsx';

export function Component() {
  const services = useServices();
  return (
    <Page
      title="Our Services"
      description="Airport pickup, SIM cards, accommodation, banking, healthcare and more for students arriving in Melbourne."
    >
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">Our Services</h1>
      <p className="mt-2 max-w-2xl text-slate-600">
        Book one service or combine several: everything a new student needs in the first weeks in
        Melbourne.
      </p>
      <div className="mt-8">
        {services.isPending ? (
          <p role="status" className="py-12 text-center text-slate-600">
            Loading...
          </p>
        ) : services.isError ? (
          <p role="alert" className="py-12 text-center text-red-700">
            Failed to load services. {services.error.message}
          </p>
        ) : services.data.length === 0 ? (
          <p className="py-12 text-center text-slate-600">No services found.</p>
        ) : (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {services.data.map((service) => (
              <ServiceCard key={service._id} service={service} />
            ))}
          </div>
        )}
      </div>
    </Page>
  );
}
