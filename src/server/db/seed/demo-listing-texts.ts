import type { ListingKind } from '../../../common/schemas/listings';
import type { SiteId } from '../../../common/sites';

type DurationUnit = 'minutes' | 'hours' | 'days' | 'weeks' | 'months';

/**
 * The demo offers of one site, in its language: ten things, each offered in two variants, give
 * twenty listings. Prices are in minor units; a range of 0 makes every offer free.
 */
export interface DemoSiteTexts {
  things: readonly string[];
  variants: readonly [string, string];
  /** Sentences; each listing's description takes two of them after its own name. */
  sentences: readonly string[];
  places: readonly string[];
  currency: string;
  price: readonly [number, number];
  duration: readonly [number, DurationUnit] | null;
  /** For the generic site, which shows every kind. */
  kinds?: readonly ListingKind[];
}

const PL_PLACES = ['Warszawa, Mokotów', 'Kraków, Kazimierz', 'Gdańsk, Wrzeszcz', 'Wrocław, Nadodrze', 'Poznań, Jeżyce', 'Łódź, Śródmieście'];
const EN_PLACES = ['London, Camden', 'Manchester, Ancoats', 'Dublin, Portobello', 'Edinburgh, Leith', 'Bristol, Clifton', 'Online'];

export const DEMO_TEXTS: Record<SiteId, DemoSiteTexts> = {
  generic: {
    things: ['Vintage bicycle', 'Guitar lessons', 'Garden table for six', 'City flat to rent', 'Board game night', 'Linen summer dress', 'Intro to machine learning', 'Landing page design', 'Green bond 2030', 'Sunday reading circle'],
    variants: ['', ' (like new)'],
    sentences: ['Ready to pick up this week.', 'Friendly seller, quick replies.', 'Photos show the real thing.', 'Ask about a bundle price.', 'Good value for the quality.'],
    places: EN_PLACES,
    currency: 'EUR',
    price: [1500, 90000],
    duration: null,
    kinds: ['offer', 'tutoring', 'table', 'property', 'game', 'fashion', 'ai-course', 'app-service', 'bond', 'reading-group'],
  },
  bit: {
    things: ['Rower miejski', 'Aparat analogowy', 'Ekspres do kawy', 'Fotel z lat 70.', 'Konsola do gier', 'Zestaw narzędzi', 'Lampa biurkowa', 'Plecak turystyczny', 'Słuchawki bezprzewodowe', 'Deskorolka'],
    variants: ['', ' – licytacja od złotówki'],
    sentences: ['Stan bardzo dobry, sprawdzony.', 'Odbiór osobisty lub wysyłka.', 'Zdjęcia przedstawiają sprzedawany przedmiot.', 'Szybka odpowiedź na wiadomości.', 'Możliwa negocjacja ceny.'],
    places: PL_PLACES,
    currency: 'PLN',
    price: [2000, 150000],
    duration: [7, 'days'],
  },
  bookatable4: {
    things: ['Window table for two', 'Chef’s counter seats', 'Garden terrace table', 'Private dining room', 'Sunday brunch table', 'Riverside booth', 'Rooftop table at sunset', 'Family table for six', 'Wine bar corner', 'Tasting menu for four'],
    variants: ['', ' – weekend evening'],
    sentences: ['Seasonal menu from local farms.', 'Vegetarian options on request.', 'Free cancellation up to a day before.', 'Quiet spot, perfect for a date.', 'Walk-in friendly, but booking is safer.'],
    places: EN_PLACES.slice(0, 5),
    currency: 'GBP',
    price: [0, 0],
    duration: [2, 'hours'],
  },
  korepetycje: {
    things: ['Matematyka do matury', 'Angielski konwersacje', 'Fizyka dla liceum', 'Chemia rozszerzona', 'Programowanie w Pythonie', 'Niemiecki od podstaw', 'Biologia do egzaminu', 'Polski – wypracowania', 'Historia dla ósmoklasisty', 'Gitara dla początkujących'],
    variants: ['', ' – zajęcia online'],
    sentences: ['Doświadczony nauczyciel z cierpliwym podejściem.', 'Materiały do nauki w cenie.', 'Pierwsza lekcja próbna z rabatem.', 'Zajęcia dopasowane do poziomu ucznia.', 'Terminy także w weekendy.'],
    places: PL_PLACES,
    currency: 'PLN',
    price: [6000, 15000],
    duration: [60, 'minutes'],
  },
  fashionableoutfit: {
    things: ['Wool overcoat', 'Silk evening dress', 'Leather ankle boots', 'Denim jacket', 'Tailored linen suit', 'Cashmere scarf', 'Pleated midi skirt', 'Suede loafers', 'Knitted cardigan', 'Trench coat'],
    variants: ['', ' – size M'],
    sentences: ['Worn twice, in excellent condition.', 'Natural fabrics, timeless cut.', 'Measurements on request.', 'Smoke-free home.', 'Pairs well with neutral colours.'],
    places: EN_PLACES.slice(0, 5),
    currency: 'GBP',
    price: [2500, 40000],
    duration: null,
  },
  aiteaches: {
    things: ['Prompt engineering basics', 'Machine learning with Python', 'AI for teachers', 'Build a chatbot in a weekend', 'Data science bootcamp', 'Computer vision hands-on', 'AI ethics seminar', 'Automate office work with AI', 'Neural networks from scratch', 'Generative art workshop'],
    variants: ['', ' – live cohort'],
    sentences: ['Small groups and practical exercises.', 'Certificate on completion.', 'No prior coding needed for the first module.', 'Recordings available after each session.', 'Taught by industry practitioners.'],
    places: ['Online', 'London, King’s Cross', 'Manchester, Ancoats', 'Online', 'Dublin, Docklands'],
    currency: 'USD',
    price: [4900, 59000],
    duration: [6, 'weeks'],
  },
  liveappmaker: {
    things: ['Mobile app prototype', 'Online shop setup', 'Booking system for salons', 'Progressive web app', 'API integration', 'App store launch support', 'Dashboard for your data', 'Chat feature for your app', 'Accessibility review', 'Performance tune-up'],
    variants: ['', ' – fixed price'],
    sentences: ['Weekly demos so you see progress.', 'Source code handed over at the end.', 'Built with tested, maintained tools.', 'Support for a month after launch.', 'We start with a free call.'],
    places: ['Remote', 'London, Shoreditch', 'Bristol, Temple Quarter', 'Remote', 'Edinburgh, Leith'],
    currency: 'EUR',
    price: [50000, 900000],
    duration: [4, 'weeks'],
  },
  bestgame: {
    things: ['Retro console bundle', 'Strategy board game', 'Racing wheel set', 'Collector’s edition RPG', 'Party card game', 'Handheld console', 'VR headset', 'Puzzle game classics', 'Arcade stick', 'Co-op adventure game'],
    variants: ['', ' – complete in box'],
    sentences: ['Tested and working.', 'All pieces included.', 'Great for game nights.', 'Trades considered.', 'Ships well packed.'],
    places: EN_PLACES,
    currency: 'EUR',
    price: [1500, 35000],
    duration: null,
  },
  czytajbiblie: {
    things: ['Ewangelia według Marka', 'Psalmy na co dzień', 'Księga Rodzaju', 'Dzieje Apostolskie', 'Listy świętego Pawła', 'Przypowieści Jezusa', 'Księga Przysłów', 'Apokalipsa świętego Jana', 'Kazanie na górze', 'Księga Rut'],
    variants: ['', ' – spotkania online'],
    sentences: ['Spotykamy się raz w tygodniu przy herbacie.', 'Każdy jest mile widziany.', 'Czytamy i rozmawiamy w małej grupie.', 'Nie trzeba wcześniejszego przygotowania.', 'Teksty udostępniamy przed spotkaniem.'],
    places: PL_PLACES,
    currency: 'PLN',
    price: [0, 0],
    duration: [90, 'minutes'],
  },
  corpobond: {
    things: ['Green energy bond', 'Infrastructure bond', 'Logistics company bond', 'Retail chain bond', 'Telecom bond', 'Healthcare bond', 'Municipal transport bond', 'Food producer bond', 'Real estate bond', 'Technology bond'],
    variants: [' 2028', ' 2031'],
    sentences: ['Fixed coupon paid twice a year.', 'Listed on a regulated market.', 'Prospectus available on request.', 'Investment carries risk of loss.', 'Minimum subscription of one unit.'],
    places: ['London', 'Dublin', 'Frankfurt', 'Luxembourg', 'Amsterdam'],
    currency: 'EUR',
    price: [100000, 1000000],
    duration: [36, 'months'],
  },
  naszdom: {
    things: ['Mieszkanie z balkonem', 'Dom z ogrodem', 'Kawalerka przy parku', 'Apartament z widokiem', 'Segment na przedmieściach', 'Loft w kamienicy', 'Mieszkanie dla rodziny', 'Dom drewniany', 'Poddasze z antresolą', 'Mieszkanie przy metrze'],
    variants: [' na sprzedaż', ' na wynajem'],
    sentences: ['Jasne pokoje i ciche sąsiedztwo.', 'Blisko szkoły, sklepów i komunikacji.', 'Do zamieszkania od zaraz.', 'Niskie koszty utrzymania.', 'Miejsce parkingowe w cenie.'],
    places: PL_PLACES,
    currency: 'PLN',
    price: [30000000, 120000000],
    duration: null,
  },
};
