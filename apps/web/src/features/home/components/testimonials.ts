// Testimonials (public §3: static): what students said after arriving with us. `quote` is the
// id of the quote's text in the catalogues (public.site.json), in the visitor's language.
export type Testimonial = {
  quote: string;
  name: string;
  university: string;
  rating: number;
};

export const TESTIMONIALS: Testimonial[] = [
  {
    quote: 'home.testimonialAishaQuote',
    name: 'Aisha Rahman',
    university: 'University of Melbourne',
    rating: 5,
  },
  {
    quote: 'home.testimonialLucasQuote',
    name: 'Lucas Oliveira',
    university: 'RMIT University',
    rating: 5,
  },
  {
    quote: 'home.testimonialWeiQuote',
    name: 'Wei Zhang',
    university: 'Monash University',
    rating: 5,
  },
  {
    quote: 'home.testimonialPriyankaQuote',
    name: 'Priyanka Patel',
    university: 'Deakin University',
    rating: 5,
  },
  {
    quote: 'home.testimonialDanielQuote',
    name: 'Daniel Okoye',
    university: 'Swinburne University',
    rating: 5,
  },
];
