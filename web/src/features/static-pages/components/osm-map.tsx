export type MapPlace = { title: string; lat: number; lon: number; note?: string };

const SPAN_LON = 0.008;
const SPAN_LAT = 0.004;

/** https://www.openstreetmap.org/export/embed.html?bbox=…&marker=… (allowed by the CSP frame-src). */
function osmEmbedUrl({ lat, lon }: Pick<MapPlace, 'lat' | 'lon'>): string {
  const bbox = [lon - SPAN_LON, lat - SPAN_LAT, lon + SPAN_LON, lat + SPAN_LAT].map((n) => n.toFixed(5)).join(',');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${encodeURIComponent(bbox)}&layer=mapnik&marker=${encodeURIComponent(`${lat},${lon}`)}`;
}

function osmLargeMapUrl({ lat, lon }: Pick<MapPlace, 'lat' | 'lon'>): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
}

/** One embedded OpenStreetMap with a marker and a link to the large map. */
export function OsmMap({ place }: { place: MapPlace }) {
  return (
    <figure className="osm-map">
      <iframe
        className="osm-map__frame"
        title={`Harta: ${place.title}`}
        src={osmEmbedUrl(place)}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
      />
      <figcaption className="osm-map__caption">
        <strong>{place.title}</strong>
        {place.note ? <span> – {place.note}</span> : null}
        <br />
        <a href={osmLargeMapUrl(place)} target="_blank" rel="noopener noreferrer">
          Deschide harta mare<span className="visually-hidden"> (se deschide într-o filă nouă)</span>
        </a>
      </figcaption>
    </figure>
  );
}
