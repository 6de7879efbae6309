/*
 * Where the demo offers are: each site's own country (Polish sites in Polish cities, the British
 * ones in British cities, ...), so a newcomer's map and location filter show a believable spread
 * rather than the same five districts on every site. Coordinates are the city centres; each
 * listing is nudged off the centre so pins on a map do not sit on top of each other.
 */

export interface DemoCity {
  /** As written on the site (its language): the location filter matches these words. */
  name: string;
  latitude: number;
  longitude: number;
  districts: readonly string[];
}

const city = (name: string, latitude: number, longitude: number, ...districts: string[]): DemoCity => ({
  name,
  latitude,
  longitude,
  districts,
});

export const POLISH_CITIES: readonly DemoCity[] = [
  city('Warszawa', 52.2297, 21.0122, 'Mokotów', 'Śródmieście', 'Żoliborz', 'Praga-Północ', 'Wola'),
  city('Kraków', 50.0647, 19.945, 'Kazimierz', 'Stare Miasto', 'Podgórze', 'Krowodrza'),
  city('Wrocław', 51.1079, 17.0385, 'Nadodrze', 'Krzyki', 'Stare Miasto'),
  city('Gdańsk', 54.352, 18.6466, 'Wrzeszcz', 'Oliwa', 'Śródmieście'),
  city('Poznań', 52.4064, 16.9252, 'Jeżyce', 'Łazarz', 'Wilda'),
  city('Łódź', 51.7592, 19.456, 'Śródmieście', 'Bałuty', 'Polesie'),
  city('Lublin', 51.2465, 22.5684, 'Czechów', 'Śródmieście'),
  city('Katowice', 50.2649, 19.0238, 'Ligota', 'Śródmieście'),
  city('Szczecin', 53.4285, 14.5528, 'Pogodno', 'Niebuszewo'),
];

export const BRITISH_CITIES: readonly DemoCity[] = [
  city('London', 51.5072, -0.1276, 'Camden', 'Shoreditch', 'Clapham', 'Notting Hill', 'Greenwich'),
  city('Manchester', 53.4808, -2.2426, 'Ancoats', 'Northern Quarter', 'Didsbury'),
  city('Edinburgh', 55.9533, -3.1883, 'Leith', 'Old Town', 'Stockbridge'),
  city('Bristol', 51.4545, -2.5879, 'Clifton', 'Harbourside'),
  city('Birmingham', 52.4862, -1.8904, 'Jewellery Quarter', 'Digbeth'),
  city('Leeds', 53.8008, -1.5491, 'Headingley', 'Chapel Allerton'),
  city('Glasgow', 55.8642, -4.2518, 'West End', 'Merchant City'),
];

export const IRISH_CITIES: readonly DemoCity[] = [
  city('Dublin', 53.3498, -6.2603, 'Portobello', 'Docklands', 'Rathmines', 'Smithfield'),
  city('Cork', 51.8985, -8.4756, 'Shandon', 'Douglas'),
  city('Galway', 53.2707, -9.0568, 'Salthill', 'Latin Quarter'),
  city('Limerick', 52.6638, -8.6267, 'Castletroy', 'City Centre'),
  city('Waterford', 52.2593, -7.1101, 'Viking Triangle'),
];

export const AMERICAN_CITIES: readonly DemoCity[] = [
  city('New York', 40.7128, -74.006, 'Brooklyn', 'Manhattan', 'Queens'),
  city('San Francisco', 37.7749, -122.4194, 'Mission', 'SoMa'),
  city('Boston', 42.3601, -71.0589, 'Cambridge', 'Back Bay'),
  city('Austin', 30.2672, -97.7431, 'Downtown', 'East Austin'),
  city('Seattle', 47.6062, -122.3321, 'Capitol Hill', 'Fremont'),
  city('Chicago', 41.8781, -87.6298, 'The Loop', 'Wicker Park'),
];

/** Where bonds are issued and traded: the euro area's financial centres. */
export const FINANCIAL_CITIES: readonly DemoCity[] = [
  city('Frankfurt', 50.1109, 8.6821, 'Bankenviertel', 'Westend'),
  city('Luxembourg', 49.6116, 6.1319, 'Kirchberg', 'Ville Haute'),
  city('Amsterdam', 52.3676, 4.9041, 'Zuidas', 'Centrum'),
  city('Paris', 48.8566, 2.3522, 'La Défense', '8th arrondissement'),
  city('Milan', 45.4642, 9.19, 'Porta Nuova', 'Centro Storico'),
  city('Dublin', 53.3498, -6.2603, 'IFSC', 'Docklands'),
];

/** The generic site is not about one country: European cities in English. */
export const EUROPEAN_CITIES: readonly DemoCity[] = [
  city('Berlin', 52.52, 13.405, 'Kreuzberg', 'Mitte'),
  city('Amsterdam', 52.3676, 4.9041, 'Jordaan', 'De Pijp'),
  city('Lisbon', 38.7223, -9.1393, 'Alfama', 'Baixa'),
  city('Vienna', 48.2082, 16.3738, 'Neubau', 'Leopoldstadt'),
  city('Barcelona', 41.3874, 2.1686, 'Gràcia', 'Eixample'),
  city('Dublin', 53.3498, -6.2603, 'Portobello', 'Smithfield'),
];

/**
 * The place of the i-th located listing of a site: the cities in turn (so a site's first offers
 * already cover several), a district in turn within each, and a small fixed offset from the
 * centre (within about 3 km) so neighbours on a map stay apart. Deterministic: seeds and tests agree.
 */
export function demoPlace(cities: readonly DemoCity[], i: number) {
  const c = cities[i % cities.length]!;
  const district = c.districts[Math.floor(i / cities.length) % c.districts.length]!;
  const offset = (k: number) => (((i * k) % 21) - 10) / 10;
  return {
    city: c.name,
    locationText: `${c.name}, ${district}`,
    latitude: Math.round((c.latitude + offset(37) * 0.025) * 1e5) / 1e5,
    longitude: Math.round((c.longitude + offset(53) * 0.035) * 1e5) / 1e5,
  };
}

/**
 * A demo price in major units, rounded the way sellers write prices: 49, 85, 240, 1,450,
 * 12,500, 649,000. Used after a variant's factor (a weekend evening costs 1.5 times as much).
 */
export function roundPrice(major: number): number {
  if (major <= 0) return 0;
  const step = major < 100 ? 1 : major < 1_000 ? 5 : major < 10_000 ? 50 : major < 100_000 ? 500 : 1_000;
  return Math.max(step, Math.round(major / step) * step);
}
