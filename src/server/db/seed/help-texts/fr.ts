import type { HelpTexts } from './types';

export const fr: HelpTexts = {
  'add-a-listing': {
    title: 'Ajouter une annonce avec des photos',
    summary: 'Décrivez votre offre, fixez un prix et ajoutez des photos depuis votre appareil ou une adresse web.',
    body: 'Connectez-vous et choisissez « Ajouter » dans le menu. Donnez un nom et une description à l’annonce, puis indiquez le prix, la durée et le lieu.\n\nFaites glisser les photos sur la zone d’images ou cliquez sur « parcourir » pour les choisir sur votre appareil ; vous pouvez aussi ajouter une photo depuis une adresse web. La première photo sert de couverture. Retirez une photo avec son bouton de suppression. Enregistrez l’annonce comme brouillon pour la terminer plus tard.',
  },
  'publish-and-manage-listings': {
    title: 'Publier, modifier ou archiver une annonce',
    summary:
      'Un brouillon n’est visible que par vous ; publiez-le pour que les visiteurs le trouvent, et modifiez-le quand vous voulez.',
    body: 'Appuyez sur « Enregistrer et publier » dans le formulaire, ou ouvrez « Mes annonces » et publiez un brouillon depuis cette page. Une annonce publiée apparaît dans la recherche et possède sa propre page d’offre dans chaque langue du site.\n\nPour modifier une annonce, ouvrez-la depuis « Mes annonces », changez-la et enregistrez : les visiteurs voient la modification aussitôt. Archivez une annonce que vous ne proposez plus ; elle disparaît de la recherche mais reste dans votre liste.',
  },
  'find-offers-with-search': {
    title: 'Trouver des offres avec la recherche',
    summary: 'Tapez quelques mots dans le champ de recherche et affinez par type, prix et lieu.',
    body: 'Utilisez le champ de recherche en haut de chaque page publique. La recherche lit le nom et la description de chaque annonce publiée et trouve aussi les autres formes d’un mot.\n\nSur la page de résultats, filtrez par type, par prix minimum et maximum et par lieu, et triez par pertinence, date ou prix. Ouvrez une offre pour voir ses photos, la description complète et le vendeur.',
  },
  'contact-a-seller': {
    title: 'Contacter le vendeur d’une offre',
    summary: 'Posez une question sur une offre par message, directement depuis sa page.',
    body: 'Ouvrez l’offre et appuyez sur « Écrire au propriétaire ». Rédigez votre question et envoyez-la ; il faut être connecté, et un nouveau visiteur peut créer un compte en chemin.\n\nLa conversation est conservée dans « Mes messages », où arrive la réponse du vendeur. L’offre concernée est affichée au-dessus de la conversation.',
  },
  'read-and-answer-messages': {
    title: 'Lire et répondre à vos messages',
    summary: 'Toutes vos conversations au même endroit, les nouveaux messages arrivant dès leur envoi.',
    body: 'Ouvrez « Mes messages » pour voir toutes les conversations, la plus récente en premier. Une conversation avec des messages non lus est signalée, et le compteur du menu indique combien vous attendent.\n\nChoisissez une conversation, tapez votre réponse et appuyez sur Entrée ou sur le bouton d’envoi. Les nouveaux messages s’affichent sans recharger la page, et l’autre personne voit les vôtres aussitôt.',
  },
  'start-a-video-call': {
    title: 'Appeler le vendeur en vidéo',
    summary: 'Parlez d’une offre face à face : appelez le vendeur en vidéo depuis la page de l’offre.',
    body: 'Ouvrez l’offre et appuyez sur « Appeler le propriétaire ». Le navigateur demande une fois l’accès à la caméra et au micro ; autorisez les deux. Le vendeur reçoit une invitation et l’appel commence lorsqu’il l’accepte.\n\nPendant l’appel, vous pouvez couper et rétablir la caméra ou le micro, et partir quand vous voulez. Les appels passés et reçus sont listés dans « Mon appel ».',
  },
  'accept-or-decline-a-call': {
    title: 'Accepter ou refuser un appel entrant',
    summary: 'Quand quelqu’un vous appelle, une fenêtre affiche l’invitation avec les boutons Accepter et Refuser.',
    body: 'Un appel entrant ouvre une fenêtre sur n’importe quelle page du site ouverte, avec le nom de l’appelant et deux boutons. Accepter vous fait rejoindre l’appel aussitôt ; Refuser indique à l’appelant que vous ne pouvez pas parler maintenant.\n\nLa fenêtre reste environ trente secondes. Si vous la manquez, l’appelant voit que vous n’avez pas répondu et peut rappeler ou vous écrire.',
  },
  'create-an-account': {
    title: 'Créer un compte et se connecter',
    summary: 'Inscrivez-vous avec votre adresse e-mail et un mot de passe, puis confirmez l’adresse.',
    body: 'Choisissez « Créer un compte » sur la page de connexion. Saisissez votre nom, votre adresse e-mail et un mot de passe d’au moins huit caractères, et acceptez les conditions. Nous vous envoyons un e-mail avec un lien qui confirme l’adresse.\n\nConnectez-vous ensuite avec votre e-mail et votre mot de passe. Si le site le propose, vous pouvez aussi vous connecter avec Google.',
  },
  'reset-your-password': {
    title: 'Réinitialiser un mot de passe oublié',
    summary: 'Demandez un lien par e-mail et choisissez un nouveau mot de passe.',
    body: 'Sur la page de connexion, choisissez « Mot de passe oublié ? » et saisissez votre adresse e-mail. Si elle correspond à un compte, nous envoyons un lien valable peu de temps et utilisable une fois.\n\nOuvrez le lien, tapez deux fois le nouveau mot de passe et enregistrez. Vos autres sessions sont déconnectées : quiconque connaissait l’ancien mot de passe perd l’accès.',
  },
  'two-step-sign-in': {
    title: 'Activer la connexion en deux étapes',
    summary: 'Protégez votre compte avec un code à six chiffres d’une application d’authentification.',
    body: 'Ouvrez les paramètres du compte et allez dans Sécurité. Activez la connexion en deux étapes, scannez le code QR avec une application d’authentification et saisissez le code à six chiffres qu’elle affiche.\n\nDésormais, la connexion demande votre mot de passe et un nouveau code de l’application. Vous pouvez la désactiver au même endroit ; un code est demandé d’abord.',
  },
  'manage-your-sessions': {
    title: 'Voir et fermer vos sessions',
    summary: 'Vérifiez quels navigateurs sont connectés à votre compte et déconnectez ceux que vous ne connaissez pas.',
    body: 'Dans les paramètres du compte, onglet Sécurité, figure chaque navigateur et appareil connecté à votre compte, avec sa dernière utilisation. La session en cours est signalée.\n\nFermez une session que vous ne reconnaissez pas et ce navigateur est déconnecté aussitôt. Changer de mot de passe ferme aussi toutes les autres sessions.',
  },
};
