import type { HelpTexts } from './types';

export const pl: HelpTexts = {
  'add-a-listing': {
    title: 'Dodaj ogłoszenie ze zdjęciami',
    summary: 'Opisz swoją ofertę, ustal cenę i dodaj zdjęcia z urządzenia lub z adresu internetowego.',
    body: 'Zaloguj się i wybierz w menu „Dodaj nowe”. Nadaj ogłoszeniu nazwę i opis, a potem podaj cenę, czas trwania i miejsce.\n\nPrzeciągnij zdjęcia na pole obrazów albo kliknij „przeglądaj”, aby wybrać je z urządzenia; zdjęcie możesz też dodać z adresu internetowego. Pierwsze zdjęcie jest okładką. Zdjęcie usuniesz jego przyciskiem usuwania. Zapisz ogłoszenie jako szkic, aby dokończyć je później.',
  },
  'publish-and-manage-listings': {
    title: 'Opublikuj, zmień lub zarchiwizuj ogłoszenie',
    summary: 'Szkic widzisz tylko Ty; opublikuj go, aby odwiedzający mogli go znaleźć, i zmieniaj, kiedy chcesz.',
    body: 'Naciśnij „Zapisz i opublikuj” w formularzu ogłoszenia albo otwórz „Moje ogłoszenia” i opublikuj szkic stamtąd. Opublikowane ogłoszenie pojawia się w wyszukiwarce i ma własną stronę oferty w każdym języku serwisu.\n\nAby zmienić ogłoszenie, otwórz je w „Moich ogłoszeniach”, popraw i zapisz: odwiedzający od razu widzą zmianę. Zarchiwizuj ogłoszenie, którego już nie oferujesz; zniknie z wyszukiwarki, ale zostanie na Twojej liście.',
  },
  'find-offers-with-search': {
    title: 'Znajdź oferty wyszukiwarką',
    summary: 'Wpisz kilka słów w pole wyszukiwania i zawęź wyniki według rodzaju, ceny i miejsca.',
    body: 'Użyj pola wyszukiwania u góry każdej publicznej strony. Wyszukiwarka czyta nazwę i opis każdego opublikowanego ogłoszenia.\n\nNa stronie wyników możesz filtrować według rodzaju, najniższej i najwyższej ceny oraz miejsca, a także sortować według trafności, daty lub ceny. Otwórz ofertę, aby zobaczyć zdjęcia, pełny opis i sprzedawcę.',
  },
  'contact-a-seller': {
    title: 'Napisz do sprzedawcy w sprawie oferty',
    summary: 'Zadaj pytanie o ofertę wiadomością, prosto z jej strony.',
    body: 'Otwórz ofertę i naciśnij „Napisz do właściciela”. Wpisz pytanie i wyślij je; musisz być zalogowany, a nowy gość może po drodze założyć konto.\n\nRozmowa zostaje w „Moich wiadomościach”, gdzie przychodzi odpowiedź sprzedawcy. Nad rozmową widać ofertę, której dotyczy, więc obie strony wiedzą, o czym mowa.',
  },
  'read-and-answer-messages': {
    title: 'Czytaj wiadomości i odpowiadaj na nie',
    summary: 'Wszystkie rozmowy w jednym miejscu, a nowe wiadomości przychodzą na bieżąco.',
    body: 'Otwórz „Moje wiadomości”, aby zobaczyć wszystkie rozmowy, od najnowszej. Rozmowa z nieprzeczytanymi wiadomościami jest oznaczona, a licznik w menu pokazuje, ile na Ciebie czeka.\n\nWybierz rozmowę, wpisz odpowiedź i naciśnij Enter lub przycisk wysyłania. Nowe wiadomości pojawiają się bez przeładowania strony, a druga osoba od razu widzi Twoje.',
  },
  'start-a-video-call': {
    title: 'Zadzwoń do sprzedawcy przez wideo',
    summary: 'Porozmawiaj o ofercie twarzą w twarz: zadzwoń do sprzedawcy ze strony oferty.',
    body: 'Otwórz ofertę i naciśnij „Zadzwoń do właściciela”. Przeglądarka raz zapyta o kamerę i mikrofon; zezwól na oba. Sprzedawca dostaje zaproszenie, a rozmowa zaczyna się, gdy je przyjmie.\n\nW trakcie rozmowy możesz wyłączać i włączać kamerę lub mikrofon i wyjść w dowolnej chwili. Rozmowy wykonane i odebrane znajdziesz w „Moich rozmowach”.',
  },
  'accept-or-decline-a-call': {
    title: 'Odbierz lub odrzuć połączenie',
    summary: 'Gdy ktoś do Ciebie dzwoni, okienko pokazuje zaproszenie z przyciskami Przyjmij i Odrzuć.',
    body: 'Połączenie przychodzące otwiera okienko na każdej otwartej stronie serwisu, z imieniem dzwoniącego i dwoma przyciskami. Przyjmij od razu dołącza do rozmowy; Odrzuć mówi dzwoniącemu, że teraz nie możesz rozmawiać.\n\nOkienko zostaje przez około trzydzieści sekund. Jeśli je przegapisz, dzwoniący zobaczy, że nie odebrałeś, i może zadzwonić ponownie albo napisać wiadomość.',
  },
  'create-an-account': {
    title: 'Załóż konto i zaloguj się',
    summary: 'Zarejestruj się adresem e-mail i hasłem, a potem potwierdź adres.',
    body: 'Na stronie logowania wybierz „Załóż konto”. Podaj imię, adres e-mail i hasło z co najmniej ośmioma znakami oraz zaakceptuj regulamin. Wyślemy Ci e-mail z linkiem potwierdzającym adres.\n\nPotem zaloguj się adresem e-mail i hasłem na stronie logowania. Jeśli serwis to oferuje, możesz też zalogować się przez Google.',
  },
  'reset-your-password': {
    title: 'Zresetuj zapomniane hasło',
    summary: 'Poproś o link e-mailem i ustaw nowe hasło.',
    body: 'Na stronie logowania wybierz „Nie pamiętasz hasła?” i podaj adres e-mail. Jeśli należy do konta, wyślemy link ważny przez krótki czas i działający raz.\n\nOtwórz link, wpisz dwa razy nowe hasło i zapisz. Pozostałe sesje zostaną wylogowane, więc ktoś, kto znał stare hasło, traci dostęp.',
  },
  'two-step-sign-in': {
    title: 'Włącz logowanie dwuetapowe',
    summary: 'Chroń konto sześciocyfrowym kodem z aplikacji uwierzytelniającej.',
    body: 'Otwórz ustawienia konta i przejdź do Bezpieczeństwa. Włącz logowanie dwuetapowe, zeskanuj kod QR aplikacją uwierzytelniającą i wpisz pokazany przez nią sześciocyfrowy kod.\n\nOd tej pory logowanie prosi o hasło i świeży kod z aplikacji. Logowanie dwuetapowe wyłączysz w tym samym miejscu; najpierw poprosi o kod.',
  },
  'manage-your-sessions': {
    title: 'Sprawdź i zakończ swoje sesje',
    summary: 'Zobacz, które przeglądarki są zalogowane na Twoje konto, i wyloguj te, których nie znasz.',
    body: 'Ustawienia konta, zakładka Bezpieczeństwo, pokazują każdą przeglądarkę i urządzenie zalogowane na Twoje konto oraz czas ostatniego użycia. Bieżąca sesja jest oznaczona.\n\nZakończ sesję, której nie rozpoznajesz, a ta przeglądarka zostanie od razu wylogowana. Zmiana hasła również kończy wszystkie inne sesje.',
  },
};
