// The Leaflet map of /contact, loaded on demand (only this page pays for Leaflet). Markers are
// coloured dots drawn by CSS, bundled with the app: no marker images from a CDN.
//
// At zoom 10 the four city campuses sit a few pixels apart, too close to be separate keyboard
// or touch targets (WCAG 2.5.8). So the markers answer the pointer, and the lists under the map
// are the equivalent control for everyone: each place's button opens its popup here.
import 'leaflet/dist/leaflet.css';

import type { Marker as LeafletMarker } from 'leaflet';
import { divIcon } from 'leaflet';
import { useEffect, useRef } from 'react';
import { MapContainer, Marker, Popup, TileLayer } from 'react-leaflet';

import type { Place } from '#web/features/contact/places.ts';
import { MAP_CENTER, MAP_ZOOM, MARKER_COLORS } from '#web/features/contact/places.ts';
import { useT } from '#web/lib/i18n.tsx';

const icons = {
  university: dotIcon(MARKER_COLORS.university),
  airport: dotIcon(MARKER_COLORS.airport),
};

function dotIcon(color: string) {
  return divIcon({
    className: 'landed-map-dot',
    html: `<span style="display:block;margin:3px;width:18px;height:18px;border-radius:9999px;background:${color};border:3px solid #fff;box-shadow:0 1px 4px rgba(0,0,0,.45)"></span>`,
    iconSize: [24, 24],
    iconAnchor: [12, 12],
    popupAnchor: [0, -12],
  });
}

export type MapSelection = { name: string; at: number } | null;

export default function PlacesMap({
  places,
  selection,
}: {
  places: Place[];
  // The place whose popup to open (from the lists); `at` makes a repeat click count.
  selection: MapSelection;
}) {
  const t = useT();
  const markers = useRef(new Map<string, LeafletMarker>());
  useEffect(() => {
    if (selection) markers.current.get(selection.name)?.openPopup();
  }, [selection]);
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
          title={t(place.label)}
          keyboard={false}
          ref={(marker) => {
            if (marker) markers.current.set(place.name, marker);
            else markers.current.delete(place.name);
          }}
        >
          <Popup>
            <strong>{t(place.label)}</strong>
            <br />
            {t(place.description)}
          </Popup>
        </Marker>
      ))}
    </MapContainer>
  );
}
