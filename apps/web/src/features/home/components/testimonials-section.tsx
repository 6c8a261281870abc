import { TestimonialCarousel } from './testimonial-carousel.tsx';
import { TESTIMONIALS } from './testimonials.ts';
import { HydrationGate } from '#web/components/ui/hydration-gate.tsx';

// The carousel with its testimonials, as one module the home page loads just after its first
// paint (it sits below the first screen).
export default function TestimonialsSection() {
  // Its own gate: this part's code comes later than the page's (when it is reached).
  return (
    <HydrationGate>
      <TestimonialCarousel items={TESTIMONIALS} />
    </HydrationGate>
  );
}
