// Testimonials (public §3: static): what students said after arriving with us.
export type Testimonial = {
  quote: string;
  name: string;
  university: string;
  rating: number;
};

export const TESTIMONIALS: Testimonial[] = [
  {
    quote:
      'My flight landed at 6 am and my driver was already waiting with a sign. By lunchtime I had a SIM, a myki card and the keys to my room.',
    name: 'Aisha Rahman',
    university: 'University of Melbourne',
    rating: 5,
  },
  {
    quote:
      'They spotted that the first apartment I found online was a scam. The place they helped me inspect instead is five minutes from campus.',
    name: 'Lucas Oliveira',
    university: 'RMIT University',
    rating: 5,
  },
  {
    quote:
      'Opening a bank account and getting my TFN felt impossible from home. With Landed it took one morning and I was paid on time for my first job.',
    name: 'Wei Zhang',
    university: 'Monash University',
    rating: 5,
  },
  {
    quote:
      'The orientation tour showed me where to shop, how the trams work and which GP bulk-bills students. I felt at home within a week.',
    name: 'Priyanka Patel',
    university: 'Deakin University',
    rating: 5,
  },
  {
    quote:
      'They reviewed my resume the Australian way and I had two part-time job interviews before classes even started.',
    name: 'Daniel Okoye',
    university: 'Swinburne University',
    rating: 5,
  },
];
