import type { HelpTexts } from './types';

export const de: HelpTexts = {
  'add-a-listing': {
    title: 'Ein Inserat mit Bildern anlegen',
    summary:
      'Beschreibe dein Angebot, lege einen Preis fest und füge Bilder vom Gerät oder aus einer Webadresse hinzu.',
    body: 'Melde dich an und wähle im Menü „Neu hinzufügen“. Gib dem Inserat einen Namen und eine Beschreibung und trage dann Preis, Dauer und Ort ein.\n\nZieh Bilder auf die Bildfläche oder klicke auf „Durchsuchen“, um sie auf deinem Gerät auszuwählen; ein Bild kannst du auch über eine Webadresse hinzufügen. Das erste Bild ist das Titelbild. Mit der Entfernen-Schaltfläche löschst du ein Bild. Speichere das Inserat als Entwurf, um es später fertigzustellen.',
  },
  'publish-and-manage-listings': {
    title: 'Ein Inserat veröffentlichen, ändern oder archivieren',
    summary: 'Einen Entwurf siehst nur du; veröffentliche ihn, damit Besucher ihn finden, und ändere ihn jederzeit.',
    body: 'Drücke im Formular „Speichern und veröffentlichen“ oder öffne „Meine Inserate“ und veröffentliche einen Entwurf von dort. Ein veröffentlichtes Inserat erscheint in der Suche und hat in jeder Sprache der Website eine eigene Angebotsseite.\n\nUm ein Inserat zu ändern, öffne es unter „Meine Inserate“, bearbeite es und speichere: Besucher sehen die Änderung sofort. Archiviere ein Inserat, das du nicht mehr anbietest; es verschwindet aus der Suche, bleibt aber in deiner Liste.',
  },
  'find-offers-with-search': {
    title: 'Angebote mit der Suche finden',
    summary: 'Gib ein paar Wörter ins Suchfeld ein und grenze die Ergebnisse nach Art, Preis und Ort ein.',
    body: 'Nutze das Suchfeld oben auf jeder öffentlichen Seite. Die Suche liest Namen und Beschreibung jedes veröffentlichten Inserats und findet auch andere Formen eines Wortes.\n\nAuf der Ergebnisseite filterst du nach Art, niedrigstem und höchstem Preis und Ort und sortierst nach Relevanz, Datum oder Preis. Öffne ein Angebot, um Bilder, die ganze Beschreibung und den Anbieter zu sehen.',
  },
  'contact-a-seller': {
    title: 'Den Anbieter zu einem Angebot kontaktieren',
    summary: 'Stelle eine Frage zu einem Angebot per Nachricht, direkt von seiner Seite aus.',
    body: 'Öffne das Angebot und drücke „Nachricht an den Anbieter“. Schreib deine Frage und sende sie; dafür musst du angemeldet sein, und neue Besucher können unterwegs ein Konto anlegen.\n\nDas Gespräch bleibt unter „Meine Nachrichten“, wo auch die Antwort des Anbieters ankommt. Über dem Gespräch steht das Angebot, um das es geht.',
  },
  'read-and-answer-messages': {
    title: 'Nachrichten lesen und beantworten',
    summary: 'Alle Gespräche an einem Ort; neue Nachrichten kommen an, sobald sie gesendet werden.',
    body: 'Öffne „Meine Nachrichten“, um alle Gespräche zu sehen, das neueste zuerst. Gespräche mit ungelesenen Nachrichten sind markiert, und die Zahl im Menü zeigt, wie viele warten.\n\nWähle ein Gespräch, tippe deine Antwort und drücke Enter oder die Senden-Schaltfläche. Neue Nachrichten erscheinen ohne Neuladen der Seite, und die andere Person sieht deine sofort.',
  },
  'start-a-video-call': {
    title: 'Den Anbieter per Video anrufen',
    summary: 'Sprich von Angesicht zu Angesicht über ein Angebot: Ruf den Anbieter von der Angebotsseite aus an.',
    body: 'Öffne das Angebot und drücke „Anbieter anrufen“. Der Browser fragt einmal nach Kamera und Mikrofon; erlaube beides. Der Anbieter erhält eine Einladung, und das Gespräch beginnt, wenn er sie annimmt.\n\nWährend des Gesprächs kannst du Kamera oder Mikrofon aus- und wieder einschalten und jederzeit auflegen. Getätigte und empfangene Anrufe findest du unter „Mein Anruf“.',
  },
  'accept-or-decline-a-call': {
    title: 'Einen eingehenden Anruf annehmen oder ablehnen',
    summary: 'Ruft dich jemand an, zeigt ein Fenster die Einladung mit den Schaltflächen Annehmen und Ablehnen.',
    body: 'Ein eingehender Anruf öffnet auf jeder geöffneten Seite der Website ein Fenster mit dem Namen des Anrufers und zwei Schaltflächen. Annehmen tritt dem Gespräch sofort bei; Ablehnen sagt dem Anrufer, dass du gerade nicht sprechen kannst.\n\nDas Fenster bleibt etwa dreißig Sekunden offen. Verpasst du es, sieht der Anrufer, dass du nicht geantwortet hast, und kann erneut anrufen oder eine Nachricht schreiben.',
  },
  'create-an-account': {
    title: 'Ein Konto anlegen und anmelden',
    summary: 'Registriere dich mit E-Mail-Adresse und Passwort und bestätige dann die Adresse.',
    body: 'Wähle auf der Anmeldeseite „Konto erstellen“. Gib Namen, E-Mail-Adresse und ein Passwort mit mindestens acht Zeichen ein und akzeptiere die Bedingungen. Wir senden dir eine E-Mail mit einem Link, der die Adresse bestätigt.\n\nDanach meldest du dich auf der Anmeldeseite mit E-Mail und Passwort an. Wenn die Website es anbietet, geht es auch mit Google.',
  },
  'reset-your-password': {
    title: 'Ein vergessenes Passwort zurücksetzen',
    summary: 'Fordere per E-Mail einen Link an und wähle ein neues Passwort.',
    body: 'Wähle auf der Anmeldeseite „Passwort vergessen?“ und gib deine E-Mail-Adresse ein. Gehört sie zu einem Konto, senden wir einen Link, der kurze Zeit gilt und einmal funktioniert.\n\nÖffne den Link, gib das neue Passwort zweimal ein und speichere. Deine anderen Sitzungen werden abgemeldet, sodass niemand mit dem alten Passwort Zugriff behält.',
  },
  'two-step-sign-in': {
    title: 'Die Zwei-Schritt-Anmeldung einschalten',
    summary: 'Schütze dein Konto mit einem sechsstelligen Code aus einer Authenticator-App.',
    body: 'Öffne die Kontoeinstellungen und gehe zu Sicherheit. Schalte die Zwei-Schritt-Anmeldung ein, scanne den QR-Code mit einer Authenticator-App und bestätige mit dem sechsstelligen Code, den sie anzeigt.\n\nAb dann verlangt die Anmeldung dein Passwort und einen frischen Code aus der App. Ausschalten kannst du sie an derselben Stelle; vorher wird ein Code abgefragt.',
  },
  'manage-your-sessions': {
    title: 'Sitzungen ansehen und beenden',
    summary: 'Prüfe, welche Browser in deinem Konto angemeldet sind, und melde unbekannte ab.',
    body: 'Unter Kontoeinstellungen, Sicherheit, steht jeder Browser und jedes Gerät, das in deinem Konto angemeldet ist, mit der letzten Nutzung. Die aktuelle Sitzung ist markiert.\n\nBeende eine Sitzung, die du nicht kennst, und dieser Browser wird sofort abgemeldet. Auch eine Passwortänderung beendet alle anderen Sitzungen.',
  },
};
