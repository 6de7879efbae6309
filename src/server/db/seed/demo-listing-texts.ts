import type { DurationUnit, ListingKind, PriceBasis } from '../../../common/schemas/listings';
import type { SiteId } from '../../../common/sites';
import {
  AMERICAN_CITIES,
  BRITISH_CITIES,
  EUROPEAN_CITIES,
  FINANCIAL_CITIES,
  IRISH_CITIES,
  POLISH_CITIES,
  type DemoCity,
} from './demo-places';

/**
 * What the price is for: the card reads "120 zł / 1 hour", or "220 zł per night" for a stay of
 * one night; null is a one-off price (a sale).
 */
export type DemoDuration = readonly [number, DurationUnit] | null;

/** One thing a site offers, in two variants; the price is in major units (złote, pounds). */
export interface DemoThing {
  name: string;
  /** A sentence about this very thing, after its name in the description. */
  about: string;
  price: number;
  /** For the generic site, which shows every kind. */
  kind?: ListingKind;
  /** This thing's own period where it differs from the site's (the generic site's kinds). */
  duration?: DemoDuration;
  /** This thing's own two variants where the site's do not fit (bit auctions things, not dog walks). */
  variants?: readonly [DemoVariant, DemoVariant];
  /** This thing's own closing sentences where the site's speak of something else (shipping an item). */
  sentences?: readonly string[];
  /** This thing's own price note; null: none, where the site's would not apply to it. */
  priceNote?: string | null;
  /** Whom the price is for where it differs from the site's: 'person' reads "per person". */
  priceBasis?: PriceBasis;
}

export interface DemoVariant {
  suffix: string;
  /** Times the thing's price: a weekend evening costs more, a flat's monthly rent is a fraction of its price. */
  factor: number;
  /** This variant's own period where it differs (a flat to rent is per month, one for sale is not). */
  duration?: DemoDuration;
  /** Held online: no city, no map pin. */
  online?: boolean;
}

/** A flat or house for sale, at its price. */
const FOR_SALE: DemoVariant = { suffix: ' – na sprzedaż', factor: 1, duration: null };

/**
 * The demo offers of one site, in its language: ten things, each offered in two variants, give
 * twenty listings with distinct names. A price of 0 is free.
 */
export interface DemoSiteTexts {
  things: readonly DemoThing[];
  variants: readonly [DemoVariant, DemoVariant];
  /** Sentences; each listing's description takes one of them after its own sentence. */
  sentences: readonly string[];
  /** What the price means where the card cannot say it (a deposit per guest, a nominal value). */
  priceNote?: string;
  cities: readonly DemoCity[];
  /** The location text of an online variant. */
  onlineText?: string;
  duration: DemoDuration;
  /** Whom the site's prices are for; 'whole' (the whole offer) when not said. */
  priceBasis?: PriceBasis;
}

const HOUR: DemoDuration = [1, 'hours'];
const MONTH: DemoDuration = [1, 'months'];
/** Short-term rent of a flat by the night ("na doby"): about 0.05% of its price a night. */
const NIGHTLY: DemoVariant = { suffix: ' – wynajem na doby', factor: 0.0005, duration: [1, 'nights'] };

export const DEMO_TEXTS: Record<SiteId, DemoSiteTexts> = {
  generic: {
    things: [
      {
        name: 'Vintage road bicycle',
        about: 'Steel frame from the 1980s, new tyres and brake pads.',
        price: 340,
        kind: 'offer',
      },
      {
        name: 'Guitar lessons',
        about: 'Chords, rhythm and your favourite songs from the first lesson.',
        price: 35,
        kind: 'tutoring',
        duration: HOUR,
      },
      {
        name: 'Garden table for six',
        about: 'A shaded terrace table with a seasonal set menu.',
        price: 15,
        kind: 'table',
        duration: [2, 'hours'],
        priceBasis: 'person',
      },
      {
        name: 'Two-room flat near the old town',
        about: 'Bright, furnished, with a balcony over a quiet courtyard.',
        price: 1250,
        kind: 'property',
        duration: MONTH,
      },
      {
        name: 'Catan, complete edition',
        about: 'Base game with both expansions, every piece counted.',
        price: 45,
        kind: 'game',
      },
      {
        name: 'Linen summer dress',
        about: 'Natural linen, midi length, worn a handful of times.',
        price: 60,
        kind: 'fashion',
      },
      {
        name: 'Intro to machine learning',
        about: 'From linear models to small neural networks, with notebooks.',
        price: 290,
        kind: 'ai-course',
        duration: [6, 'weeks'],
      },
      {
        name: 'Landing page design',
        about: 'A fast, accessible page for your product, copy included.',
        price: 1800,
        kind: 'app-service',
        duration: [2, 'weeks'],
      },
      {
        name: 'Green energy bond 2030',
        about: 'Funds wind farms; fixed coupon of 4.1% a year.',
        price: 1000,
        kind: 'bond',
        duration: null,
      },
      {
        name: 'Sunday reading circle',
        about: 'One chapter a week, coffee and an open conversation.',
        price: 0,
        kind: 'reading-group',
        duration: [90, 'minutes'],
      },
      {
        name: 'Dog walking in the park',
        about: 'An hour in the park for your dog, picked up from your door and brought back tired and happy.',
        price: 15,
        kind: 'dog-walking',
        duration: HOUR,
      },
    ],
    variants: [
      { suffix: '', factor: 1 },
      { suffix: ' – second offer', factor: 1.15 },
    ],
    sentences: [
      'Friendly seller, quick replies.',
      'Photos show the real thing.',
      'Ask anything before you decide.',
      'Good value for the quality.',
    ],
    cities: EUROPEAN_CITIES,
    duration: null,
  },
  bit: {
    things: [
      { name: 'Rower miejski Kross', about: 'Rama 19 cali, trzy biegi w piaście, błotniki i bagażnik.', price: 650 },
      { name: 'Aparat analogowy Zenit', about: 'Sprawny światłomierz, obiektyw Helios 44-2 w komplecie.', price: 420 },
      {
        name: 'Ekspres ciśnieniowy do kawy',
        about: 'Młynek w zestawie, po odkamienianiu, robi świetne espresso.',
        price: 900,
      },
      { name: 'Fotel z lat 70.', about: 'Odnowiona tapicerka, oryginalne drewniane nogi.', price: 750 },
      { name: 'Konsola do gier z dwoma padami', about: 'Dysk 1 TB, pady naładowane, pudełko oryginalne.', price: 1100 },
      { name: 'Zestaw narzędzi w walizce', about: '108 elementów, klucze nasadowe i grzechotka.', price: 380 },
      { name: 'Lampa biurkowa PRL', about: 'Metalowy klosz, nowa instalacja elektryczna.', price: 120 },
      { name: 'Plecak turystyczny 45 l', about: 'Regulowany system nośny, pokrowiec przeciwdeszczowy.', price: 260 },
      { name: 'Słuchawki bezprzewodowe', about: 'Aktywna redukcja szumów, 30 godzin na baterii.', price: 480 },
      { name: 'Deskorolka kompletna', about: 'Blat z klonu kanadyjskiego, łożyska ABEC 7.', price: 220 },
      {
        name: 'Wyprowadzanie psa',
        about: 'Odbieram psa spod drzwi, chodzimy po parku i oddaję go zmęczonego; psy każdej wielkości.',
        price: 40,
        kind: 'dog-walking',
        variants: [
          { suffix: '', factor: 1, duration: HOUR },
          { suffix: ' – krótki spacer', factor: 0.6, duration: [30, 'minutes'] },
        ],
        sentences: [
          'Mam doświadczenie z psami ze schroniska.',
          'Zawsze mam wodę, miskę i zapasową smycz.',
          'Po spacerze wysyłam zdjęcie i krótką relację.',
          'Najpierw poznajemy się z psem na krótkim spotkaniu.',
        ],
        priceNote: null,
      },
    ],
    variants: [
      { suffix: '', factor: 1 },
      { suffix: ' – licytacja', factor: 0.6 },
    ],
    sentences: [
      'Odbiór osobisty lub wysyłka kurierem.',
      'Zdjęcia przedstawiają sprzedawany przedmiot.',
      'Chętnie pokażę przedmiot na rozmowie wideo.',
      'Możliwa negocjacja ceny.',
    ],
    priceNote: 'Oferta ważna 7 dni; w licytacji podana cena to cena wywoławcza.',
    cities: POLISH_CITIES,
    duration: [7, 'days'],
  },
  bookatable4: {
    things: [
      {
        name: 'Window table for two at Hearth',
        about: 'Wood-fired seasonal plates and a view of the street.',
        price: 10,
      },
      {
        name: 'Chef’s counter at Ember & Salt',
        about: 'Six seats facing the open kitchen; the chef serves you.',
        price: 25,
      },
      {
        name: 'Garden terrace at The Orchard',
        about: 'Heated terrace under fruit trees, blankets provided.',
        price: 10,
      },
      { name: 'Private dining room at Larder', about: 'A room for up to twelve with its own sommelier.', price: 30 },
      { name: 'Sunday brunch at Morning Glory', about: 'Pastries from our own bakery, bottomless coffee.', price: 5 },
      { name: 'Riverside booth at Quayside', about: 'A curved booth by the water, ideal for four.', price: 15 },
      { name: 'Rooftop table at Skyline', about: 'Sunset views and small plates, open until midnight.', price: 20 },
      { name: 'Family table at Nonna’s Kitchen', about: 'Handmade pasta, a kids’ menu and room for a pram.', price: 5 },
      {
        name: 'Wine bar corner at Cellar Nine',
        about: 'Forty wines by the glass and cheese from local dairies.',
        price: 10,
      },
      { name: 'Tasting menu at Fennel', about: 'Seven courses of British produce, vegetarian menu too.', price: 35 },
    ],
    variants: [
      { suffix: '', factor: 1 },
      { suffix: ' – weekend evening', factor: 1.5 },
    ],
    sentences: [
      'Vegetarian and gluten-free options on request.',
      'Free cancellation up to 24 hours before.',
      'Tell us about birthdays and we will bring a candle.',
      'Step-free access and a quiet room.',
    ],
    priceNote: 'The price is a deposit per guest for a two-hour sitting, taken off your bill.',
    cities: BRITISH_CITIES,
    duration: [2, 'hours'],
    // A deposit per guest: "£10.00 per person · 2 hours".
    priceBasis: 'person',
  },
  korepetycje: {
    things: [
      {
        name: 'Matematyka do matury rozszerzonej',
        about: 'Zadania z arkuszy CKE, powtórka funkcji i rachunku prawdopodobieństwa.',
        price: 110,
      },
      {
        name: 'Angielski konwersacje B2–C1',
        about: 'Rozmowy o bieżących tematach, poprawa wymowy i słownictwa.',
        price: 90,
      },
      {
        name: 'Fizyka dla liceum',
        about: 'Mechanika, elektryczność i fale krok po kroku, z doświadczeniami.',
        price: 100,
      },
      { name: 'Chemia rozszerzona', about: 'Stechiometria, chemia organiczna i zadania maturalne.', price: 110 },
      {
        name: 'Programowanie w Pythonie dla nastolatków',
        about: 'Pierwsze gry i skrypty, przygotowanie do olimpiady informatycznej.',
        price: 130,
      },
      {
        name: 'Niemiecki od podstaw',
        about: 'Gramatyka bez stresu i codzienne rozmowy od pierwszych zajęć.',
        price: 80,
      },
      { name: 'Biologia do egzaminu', about: 'Genetyka, fizjologia człowieka i ekologia z mapami myśli.', price: 95 },
      {
        name: 'Polski – wypracowania i lektury',
        about: 'Jak pisać rozprawkę, interpretacja wierszy, omówienie lektur.',
        price: 85,
      },
      {
        name: 'Historia dla ósmoklasisty',
        about: 'Osie czasu, źródła i przygotowanie do egzaminu ósmoklasisty.',
        price: 70,
      },
      {
        name: 'Gitara dla początkujących',
        about: 'Akordy, bicia i ulubione piosenki już od pierwszej lekcji.',
        price: 75,
      },
    ],
    variants: [
      { suffix: '', factor: 1 },
      { suffix: ' – zajęcia online', factor: 0.9, online: true },
    ],
    sentences: [
      'Doświadczony nauczyciel z cierpliwym podejściem.',
      'Materiały do nauki w cenie lekcji.',
      'Pierwsza lekcja próbna z rabatem.',
      'Terminy także w weekendy.',
    ],
    priceNote: 'Cena za 60-minutową lekcję.',
    cities: POLISH_CITIES,
    onlineText: 'Online',
    duration: HOUR,
  },
  fashionableoutfit: {
    things: [
      { name: 'Wool overcoat', about: 'Charcoal Italian wool, fully lined, knee length.', price: 140 },
      { name: 'Silk evening dress', about: 'Emerald silk with a bias cut, worn once to a wedding.', price: 120 },
      { name: 'Leather ankle boots', about: 'Chestnut leather, Goodyear welted, resoled last winter.', price: 85 },
      { name: 'Denim jacket', about: 'Raw selvedge denim, faded just the right amount.', price: 55 },
      { name: 'Tailored linen suit', about: 'Sand-coloured linen, two buttons, unstructured shoulders.', price: 160 },
      { name: 'Cashmere scarf', about: 'Soft two-ply cashmere in camel, no pilling.', price: 45 },
      { name: 'Pleated midi skirt', about: 'Sage green pleats that move beautifully.', price: 38 },
      { name: 'Suede loafers', about: 'Navy suede with leather soles, barely worn.', price: 70 },
      { name: 'Knitted cardigan', about: 'Chunky Aran knit, hand-made in Donegal.', price: 65 },
      { name: 'Classic trench coat', about: 'Water-repellent cotton gabardine with a storm flap.', price: 150 },
    ],
    variants: [
      { suffix: ' – size S', factor: 1 },
      { suffix: ' – size L', factor: 1.1 },
    ],
    sentences: [
      'Natural fabrics, timeless cut.',
      'Measurements on request.',
      'Smoke-free, pet-free home.',
      'Posted in recycled packaging.',
    ],
    cities: BRITISH_CITIES,
    duration: null,
  },
  aiteaches: {
    things: [
      {
        name: 'Prompt engineering basics',
        about: 'Write prompts that give reliable answers, and test them.',
        price: 190,
      },
      {
        name: 'Machine learning with Python',
        about: 'scikit-learn, model evaluation and a project of your own.',
        price: 490,
      },
      { name: 'AI for teachers', about: 'Lesson planning, feedback and fair use of AI in class.', price: 150 },
      {
        name: 'Build a chatbot in a weekend',
        about: 'Retrieval, tools and a chat interface you deploy yourself.',
        price: 240,
      },
      {
        name: 'Data science bootcamp',
        about: 'SQL, pandas, statistics and dashboards for real data sets.',
        price: 890,
      },
      { name: 'Computer vision hands-on', about: 'Classify, detect and segment images with PyTorch.', price: 520 },
      { name: 'AI ethics seminar', about: 'Bias, privacy and accountability, with case studies.', price: 120 },
      { name: 'Automate office work with AI', about: 'Spreadsheets, e-mail and reports on autopilot.', price: 180 },
      { name: 'Neural networks from scratch', about: 'Backpropagation in plain NumPy, then in PyTorch.', price: 450 },
      { name: 'Generative art workshop', about: 'Diffusion models, style and the artist’s own voice.', price: 210 },
    ],
    variants: [
      { suffix: ' – self-paced', factor: 1, online: true },
      { suffix: ' – live cohort', factor: 1.6 },
    ],
    sentences: [
      'Small groups and practical exercises.',
      'Certificate on completion.',
      'Recordings available after each session.',
      'Taught by industry practitioners.',
    ],
    priceNote: 'The price is for the whole six-week course.',
    cities: AMERICAN_CITIES,
    onlineText: 'Online',
    duration: [6, 'weeks'],
  },
  liveappmaker: {
    things: [
      {
        name: 'Mobile app prototype',
        about: 'Clickable prototype on iOS and Android to test with users.',
        price: 4500,
        duration: [3, 'weeks'],
      },
      { name: 'Online shop setup', about: 'Catalogue, payments, shipping and a fast checkout.', price: 6000 },
      {
        name: 'Booking system for salons',
        about: 'Calendar, reminders by text message and deposits.',
        price: 7500,
        duration: [6, 'weeks'],
      },
      {
        name: 'Progressive web app',
        about: 'Works offline and installs from the browser.',
        price: 8000,
        duration: [6, 'weeks'],
      },
      {
        name: 'API integration',
        about: 'Connect your app to payments, maps or your ERP.',
        price: 2500,
        duration: [2, 'weeks'],
      },
      {
        name: 'App store launch support',
        about: 'Store listings, screenshots, review and release.',
        price: 1500,
        duration: [1, 'weeks'],
      },
      { name: 'Dashboard for your data', about: 'Charts and reports your team actually reads.', price: 5500 },
      {
        name: 'Chat feature for your app',
        about: 'Real-time messages, read receipts and push notifications.',
        price: 4000,
        duration: [3, 'weeks'],
      },
      {
        name: 'Accessibility review',
        about: 'WCAG 2.2 audit with fixes prioritised by impact.',
        price: 1800,
        duration: [1, 'weeks'],
      },
      {
        name: 'Performance tune-up',
        about: 'Faster first load, smaller bundles, smoother scrolling.',
        price: 2200,
        duration: [2, 'weeks'],
      },
    ],
    variants: [
      { suffix: '', factor: 1 },
      { suffix: ' – fixed price', factor: 1.2 },
    ],
    sentences: [
      'Weekly demos so you see progress.',
      'Source code handed over at the end.',
      'Support for a month after launch.',
      'We start with a free call.',
    ],
    cities: IRISH_CITIES,
    duration: [4, 'weeks'],
  },
  bestgame: {
    things: [
      { name: 'Retro console bundle', about: 'Two controllers and eight cartridges, all tested.', price: 180 },
      { name: 'Twilight strategy board game', about: 'Two to four players, about three hours a game.', price: 55 },
      { name: 'Racing wheel and pedals', about: 'Force feedback, clamps to any desk.', price: 160 },
      { name: 'Collector’s edition RPG', about: 'Art book, map and steelbook, codes unused.', price: 90 },
      { name: 'Party card game', about: 'Up to ten players, rounds of fifteen minutes.', price: 20 },
      { name: 'Handheld console', about: 'OLED screen, 64 GB, carrying case included.', price: 260 },
      { name: 'VR headset', about: 'Inside-out tracking, both controllers, face cushion new.', price: 310 },
      { name: 'Puzzle game classics', about: 'Five boxed puzzle games from the 1990s.', price: 40 },
      { name: 'Arcade stick', about: 'Sanwa parts, works on PC and consoles.', price: 120 },
      { name: 'Co-op adventure board game', about: 'Campaign for one to four, unpunched.', price: 75 },
    ],
    variants: [
      { suffix: '', factor: 1 },
      { suffix: ' – complete in box', factor: 1.4 },
    ],
    sentences: ['Tested and working.', 'Great for game nights.', 'Trades considered.', 'Ships well packed.'],
    cities: IRISH_CITIES,
    duration: null,
  },
  czytajbiblie: {
    things: [
      { name: 'Ewangelia według Marka', about: 'Najkrótsza Ewangelia, czytana rozdział po rozdziale.', price: 0 },
      { name: 'Psalmy na co dzień', about: 'Jeden psalm na spotkanie i chwila ciszy.', price: 0 },
      { name: 'Księga Rodzaju', about: 'Od stworzenia świata do historii Józefa.', price: 0 },
      { name: 'Dzieje Apostolskie', about: 'Jak rodził się pierwszy Kościół.', price: 0 },
      {
        name: 'Listy świętego Pawła',
        about: 'List do Rzymian i Koryntian z komentarzem, który każdy dostaje na własność.',
        price: 25,
        priceBasis: 'person',
      },
      { name: 'Przypowieści Jezusa', about: 'Siewca, talenty, syn marnotrawny i inne.', price: 0 },
      { name: 'Księga Przysłów', about: 'Mądrość na codzienne decyzje.', price: 0 },
      {
        name: 'Apokalipsa świętego Jana',
        about: 'Symbole i obrazy bez strachu, z przewodnikiem i drukowanymi materiałami.',
        price: 40,
        priceBasis: 'person',
      },
      { name: 'Kazanie na górze', about: 'Błogosławieństwa i modlitwa Ojcze nasz.', price: 0 },
      { name: 'Księga Rut', about: 'Krótka opowieść o wierności i przyjaźni.', price: 0 },
    ],
    variants: [
      { suffix: '', factor: 1 },
      { suffix: ' – spotkania online', factor: 1, online: true },
    ],
    sentences: [
      'Spotykamy się raz w tygodniu przy herbacie.',
      'Każdy jest mile widziany.',
      'Nie trzeba wcześniejszego przygotowania.',
      'Teksty udostępniamy przed spotkaniem.',
    ],
    // Most groups are free; the few with a fee ask it of each participant.
    priceNote: 'Opłata od osoby pokrywa materiały i poczęstunek za cały cykl spotkań.',
    cities: POLISH_CITIES,
    onlineText: 'Online',
    duration: [90, 'minutes'],
  },
  corpobond: {
    things: [
      { name: 'Northwind Energy green bond', about: 'Finances offshore wind; coupon 4.2% a year.', price: 985 },
      { name: 'TransAlp Infrastructure bond', about: 'Toll roads and tunnels; coupon 3.8% a year.', price: 1000 },
      { name: 'Cargolink Logistics bond', about: 'Warehouses along the Rhine; coupon 5.1% a year.', price: 505 },
      { name: 'Marché Retail bond', about: 'A chain of 400 food stores; coupon 4.6% a year.', price: 995 },
      { name: 'Telenord telecom bond', about: 'Fibre roll-out in the Nordics; coupon 4.0% a year.', price: 970 },
      { name: 'Salus Healthcare bond', about: 'Private clinics in three countries; coupon 4.9% a year.', price: 490 },
      { name: 'Metro Transit municipal bond', about: 'New trams for the city; coupon 3.2% a year.', price: 101 },
      { name: 'Agrifoods producer bond', about: 'Dairy and grain processing; coupon 5.4% a year.', price: 515 },
      { name: 'Urbis Real Estate bond', about: 'Office buildings, 94% let; coupon 5.8% a year.', price: 1050 },
      { name: 'Quantix Technology bond', about: 'Semiconductor equipment; coupon 4.4% a year.', price: 960 },
    ],
    variants: [
      { suffix: ' 2028', factor: 1 },
      { suffix: ' 2031', factor: 0.97 },
    ],
    sentences: [
      'Coupon paid twice a year.',
      'Listed on a regulated market.',
      'Prospectus available on request.',
      'Investment carries risk of loss.',
    ],
    priceNote: 'The price is for one bond at its current market value; the year is its maturity.',
    cities: FINANCIAL_CITIES,
    duration: null,
  },
  naszdom: {
    things: [
      { name: 'Mieszkanie z balkonem, 2 pokoje', about: '48 m², trzecie piętro, balkon od południa.', price: 620_000 },
      { name: 'Dom z ogrodem, 5 pokoi', about: '160 m² na działce 800 m², garaż na dwa auta.', price: 1_450_000 },
      {
        name: 'Kawalerka przy parku',
        about: '29 m², aneks kuchenny, widok na zieleń.',
        price: 390_000,
        variants: [FOR_SALE, NIGHTLY],
      },
      {
        name: 'Apartament z widokiem na rzekę',
        about: '74 m², 3 pokoje, taras i winda.',
        price: 1_150_000,
        variants: [FOR_SALE, NIGHTLY],
      },
      { name: 'Segment na przedmieściach', about: '120 m², ogródek, spokojna okolica.', price: 890_000 },
      { name: 'Loft w kamienicy', about: '85 m², wysokie sufity, cegła i duże okna.', price: 1_050_000 },
      { name: 'Mieszkanie dla rodziny, 4 pokoje', about: '82 m², dwie łazienki, komórka lokatorska.', price: 840_000 },
      {
        name: 'Dom drewniany pod lasem',
        about: '110 m², kominek i działka 1200 m².',
        price: 760_000,
        // Let for weekends: two nights at least, priced for both.
        variants: [FOR_SALE, { suffix: ' – weekend pod lasem', factor: 0.001, duration: [2, 'nights'] }],
      },
      { name: 'Poddasze z antresolą', about: '58 m² po podłodze, klimatyczne skosy.', price: 510_000 },
      { name: 'Mieszkanie przy metrze, 3 pokoje', about: '63 m², pięć minut pieszo do stacji.', price: 930_000 },
    ],
    variants: [
      FOR_SALE,
      // A monthly rent is about 0.45% of the price (a gross yield near 5.5% a year).
      { suffix: ' – na wynajem', factor: 0.0045, duration: MONTH },
    ],
    sentences: [
      'Jasne pokoje i ciche sąsiedztwo.',
      'Blisko szkoły, sklepów i komunikacji.',
      'Do zamieszkania od zaraz.',
      'Miejsce parkingowe w cenie.',
    ],
    cities: POLISH_CITIES,
    duration: null,
  },
};
