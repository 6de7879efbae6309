import type { HelpTexts } from './types';

export const it: HelpTexts = {
  'add-a-listing': {
    title: 'Aggiungere un annuncio con foto',
    summary: 'Descrivi ciò che offri, fissa un prezzo e aggiungi foto dal dispositivo o da un indirizzo web.',
    body: 'Accedi e scegli «Aggiungi nuovo» nel menu. Dai all’annuncio un nome e una descrizione, poi indica prezzo, durata e luogo.\n\nTrascina le foto nell’area immagini o fai clic su «sfoglia» per sceglierle dal dispositivo; puoi anche aggiungere una foto da un indirizzo web. La prima foto è la copertina. Rimuovi una foto con il suo pulsante di rimozione. Salva l’annuncio come bozza per completarlo più tardi.',
  },
  'publish-and-manage-listings': {
    title: 'Pubblicare, modificare o archiviare un annuncio',
    summary: 'Una bozza la vedi solo tu; pubblicala perché i visitatori la trovino e modificala quando vuoi.',
    body: 'Premi «Salva e pubblica» nel modulo dell’annuncio, oppure apri «I miei annunci» e pubblica una bozza da lì. Un annuncio pubblicato compare nella ricerca e ha una propria pagina d’offerta in ogni lingua del sito.\n\nPer modificare un annuncio, aprilo da «I miei annunci», cambialo e salva: i visitatori vedono subito la modifica. Archivia un annuncio che non offri più; sparisce dalla ricerca ma resta nel tuo elenco.',
  },
  'find-offers-with-search': {
    title: 'Trovare offerte con la ricerca',
    summary: 'Scrivi qualche parola nella casella di ricerca e restringi i risultati per tipo, prezzo e luogo.',
    body: 'Usa la casella di ricerca in cima a ogni pagina pubblica. La ricerca legge il nome e la descrizione di ogni annuncio pubblicato e trova anche altre forme di una parola.\n\nNella pagina dei risultati puoi filtrare per tipo, per prezzo minimo e massimo e per luogo, e ordinare per pertinenza, data o prezzo. Apri un’offerta per vedere le foto, la descrizione completa e il venditore.',
  },
  'contact-a-seller': {
    title: 'Contattare il venditore di un’offerta',
    summary: 'Fai una domanda su un’offerta con un messaggio, direttamente dalla sua pagina.',
    body: 'Apri l’offerta e premi «Scrivi al proprietario». Scrivi la domanda e inviala; devi aver effettuato l’accesso, e un nuovo visitatore può creare un account strada facendo.\n\nLa conversazione resta in «I miei messaggi», dove arriva la risposta del venditore. Sopra la conversazione è mostrata l’offerta di cui si parla.',
  },
  'read-and-answer-messages': {
    title: 'Leggere e rispondere ai messaggi',
    summary: 'Tutte le conversazioni in un unico posto, con i nuovi messaggi che arrivano appena inviati.',
    body: 'Apri «I miei messaggi» per vedere tutte le conversazioni, dalla più recente. Le conversazioni con messaggi non letti sono evidenziate e il contatore nel menu indica quanti ne aspettano.\n\nScegli una conversazione, scrivi la risposta e premi Invio o il pulsante di invio. I nuovi messaggi compaiono senza ricaricare la pagina e l’altra persona vede subito i tuoi.',
  },
  'start-a-video-call': {
    title: 'Chiamare il venditore in video',
    summary: 'Parla di un’offerta faccia a faccia: chiama il venditore in video dalla pagina dell’offerta.',
    body: 'Apri l’offerta e premi «Chiama il proprietario». Il browser chiede una volta la fotocamera e il microfono; consenti entrambi. Il venditore riceve un invito e la chiamata inizia quando lo accetta.\n\nDurante la chiamata puoi spegnere e riaccendere fotocamera o microfono e uscire quando vuoi. Le chiamate fatte e ricevute sono elencate in «La mia chiamata».',
  },
  'accept-or-decline-a-call': {
    title: 'Accettare o rifiutare una chiamata in arrivo',
    summary: 'Quando qualcuno ti chiama, una finestra mostra l’invito con i pulsanti Accetta e Rifiuta.',
    body: 'Una chiamata in arrivo apre una finestra su qualsiasi pagina del sito che hai aperta, con il nome di chi chiama e due pulsanti. Accetta ti unisce subito alla chiamata; Rifiuta dice a chi chiama che ora non puoi parlare.\n\nLa finestra resta aperta circa trenta secondi. Se la perdi, chi chiama vede che non hai risposto e può richiamare o scriverti un messaggio.',
  },
  'create-an-account': {
    title: 'Creare un account e accedere',
    summary: 'Registrati con indirizzo e-mail e password, poi conferma l’indirizzo.',
    body: 'Scegli «Crea un account» nella pagina di accesso. Inserisci nome, indirizzo e-mail e una password di almeno otto caratteri e accetta i termini. Ti inviamo un’e-mail con un link che conferma l’indirizzo.\n\nPoi accedi con e-mail e password. Se il sito lo prevede, puoi accedere anche con Google.',
  },
  'reset-your-password': {
    title: 'Reimpostare una password dimenticata',
    summary: 'Chiedi un link via e-mail e scegli una nuova password.',
    body: 'Nella pagina di accesso scegli «Password dimenticata?» e inserisci il tuo indirizzo e-mail. Se appartiene a un account, inviamo un link valido per poco tempo e utilizzabile una sola volta.\n\nApri il link, scrivi due volte la nuova password e salva. Le altre sessioni vengono chiuse, così chi conosceva la vecchia password perde l’accesso.',
  },
  'two-step-sign-in': {
    title: 'Attivare l’accesso in due passaggi',
    summary: 'Proteggi l’account con un codice di sei cifre da un’app di autenticazione.',
    body: 'Apri le impostazioni dell’account e vai a Sicurezza. Attiva l’accesso in due passaggi, scansiona il codice QR con un’app di autenticazione e inserisci il codice di sei cifre che mostra.\n\nDa quel momento l’accesso chiede la password e un nuovo codice dall’app. Puoi disattivarlo nello stesso punto; prima ti chiede un codice.',
  },
  'manage-your-sessions': {
    title: 'Vedere e chiudere le sessioni',
    summary: 'Controlla quali browser hanno accesso al tuo account e disconnetti quelli che non conosci.',
    body: 'In Impostazioni account, Sicurezza, trovi ogni browser e dispositivo collegato al tuo account, con l’ultimo utilizzo. La sessione attuale è evidenziata.\n\nChiudi una sessione che non riconosci e quel browser viene disconnesso subito. Anche cambiare la password chiude tutte le altre sessioni.',
  },
};
