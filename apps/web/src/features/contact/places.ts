// The map's places (public §3 "Map place", DECISIONS "Map"), at their true coordinates.
// `name` (English) identifies a place; `label` and `description` are the ids of its texts in
// the catalogues (public.connect.json).
export type Place = {
  name: string;
  label: string;
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
    label: 'contact.placeMelbourneUni',
    lat: -37.7983,
    lng: 144.961,
    type: 'university',
    description: 'contact.placeMelbourneUniDescription',
  },
  {
    name: 'RMIT University',
    label: 'contact.placeRmit',
    lat: -37.8083,
    lng: 144.9631,
    type: 'university',
    description: 'contact.placeRmitDescription',
  },
  {
    name: 'Monash University (City)',
    label: 'contact.placeMonash',
    lat: -37.8213,
    lng: 144.9456,
    type: 'university',
    description: 'contact.placeMonashDescription',
  },
  {
    name: 'Deakin University (City)',
    label: 'contact.placeDeakin',
    lat: -37.8194,
    lng: 144.9478,
    type: 'university',
    description: 'contact.placeDeakinDescription',
  },
  {
    name: 'Swinburne University',
    label: 'contact.placeSwinburne',
    lat: -37.8221,
    lng: 145.0389,
    type: 'university',
    description: 'contact.placeSwinburneDescription',
  },
  {
    name: 'Melbourne Airport (MEL)',
    label: 'contact.placeMelbourneAirport',
    lat: -37.669,
    lng: 144.841,
    type: 'airport',
    description: 'contact.placeMelbourneAirportDescription',
  },
  {
    name: 'Avalon Airport (AVV)',
    label: 'contact.placeAvalon',
    lat: -38.0394,
    lng: 144.4694,
    type: 'airport',
    description: 'contact.placeAvalonDescription',
  },
];

export const MARKER_COLORS = { university: '#4f46e5', airport: '#dc2626' } as const;
