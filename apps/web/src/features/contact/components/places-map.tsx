// The Leaflet map of /contact, loaded on demand (only this page pays for Leaflet). Markers are
// coloured dots drawn by CSS, bundled with the app: no marker images from a CDN.
import 'leaflet/dist/leaflet.css';

import { divIcon } from 'leaflet';
import { MapContainer, Marker, Popup, TileLayer } from 'react-leaflet';

import type { Place } from '../places.ts';
import { MAP_CENTER, MAP_ZOOM, MARKER_COLORS } from '../places.ts';

const icons = {
  university: dotIcon(MARKER_COLORS.university),
  airport: dotIcon(MARKER_COLORS.airport),
};

function dotIcon(color: string) {
  return divIcon({
    className: 'landed-map-dot',
    html: `<span style="display:block;width:18px;height:18px;border-radius:9999px;background:${color};border:3px solid #fff;box-shadow:0 1px 4px rgba(0,0,0,.45)"></span>`,
    iconSize: [18, 18],
    iconAnchor: [9, 9],
    popupAnchor: [0, -10],
  });
}

export default function PlacesMap({ places }: { places: Place[] }) {
  return (
    <MapContainer
      center={MAP_CENTER}
      zoom={MAP_ZOOM}
      scrollWheelZoom={false}
      className="h-full w-full"
    >
      <TileLayer
        attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
        url="https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png"
        subdomains={['a', 'b', 'c']}
      />
      {places.map((place) => (
        <Marker
          key={place.name}
          position={[place.lat, place.lng]}
          icon={icons[place.type]}
          title={place.name}
          alt={place.name}
        >
          <Popup>
            <strong>{place.name}</strong>
            <br />
            {place.description}
          </Popup>
        </Marker>
      ))}
    </MapContainer>
  );
}
