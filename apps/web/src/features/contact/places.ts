// The map's places (public §3 "Map place", DECISIONS "Map"), at their true coordinates.
export type Place = {
  name: string;
  lat: number;
  lng: number;
  type: 'university' | 'airport';
  description: string;
};

export const MAP_CENTER: [number, number] = [-37.8136, 144.9631];
export const MAP_ZOOM = 10;

export const PLACES: Place[] = [
  {
    name: 'University of Melbourne',
    lat: -37.7983,
    lng: 144.961,
    type: 'university',
    description: 'Parkville campus, just north of the city centre.',
  },
  {
    name: 'RMIT University',
    lat: -37.8083,
    lng: 144.9631,
    type: 'university',
    description: 'City campus on Swanston Street, in the heart of the CBD.',
  },
  {
    name: 'Monash University (City)',
    lat: -37.8213,
    lng: 144.9456,
    type: 'university',
    description: 'Monash College city campus, 750 Collins Street, Docklands.',
  },
  {
    name: 'Deakin University (City)',
    lat: -37.8194,
    lng: 144.9478,
    type: 'university',
    description: 'Deakin Downtown, 727 Collins Street, Docklands.',
  },
  {
    name: 'Swinburne University',
    lat: -37.8221,
    lng: 145.0389,
    type: 'university',
    description: 'Hawthorn campus, next to Glenferrie station.',
  },
  {
    name: 'Melbourne Airport (MEL)',
    lat: -37.669,
    lng: 144.841,
    type: 'airport',
    description: 'Tullamarine: the main international airport, about 25 minutes from the city.',
  },
  {
    name: 'Avalon Airport (AVV)',
    lat: -38.0394,
    lng: 144.4694,
    type: 'airport',
    description: 'Near Geelong: domestic and some international flights, about 55 minutes away.',
  },
];

export const MARKER_COLORS = { university: '#4f46e5', airport: '#dc2626' } as const;
