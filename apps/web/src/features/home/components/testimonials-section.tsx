import { TestimonialCarousel } from './testimonial-carousel.tsx';
import { TESTIMONIALS } from './testimonials.ts';

// The carousel with its testimonials, as one module the home page loads just after its first
// paint (it sits below the first screen).
export default function TestimonialsSection() {
  return <TestimonialCarousel items={TESTIMONIALS} />;
}
