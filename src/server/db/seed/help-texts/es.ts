import type { HelpTexts } from './types';

export const es: HelpTexts = {
  'add-a-listing': {
    title: 'Añadir un anuncio con fotos',
    summary: 'Describe lo que ofreces, fija un precio y añade fotos desde tu dispositivo o desde una dirección web.',
    body: 'Inicia sesión y elige «Añadir nuevo» en el menú. Ponle al anuncio un nombre y una descripción y luego indica el precio, la duración y el lugar.\n\nArrastra las fotos al área de imágenes o pulsa «examinar» para elegirlas en tu dispositivo; también puedes añadir una foto desde una dirección web. La primera foto es la portada. Quita una foto con su botón de eliminar. Guarda el anuncio como borrador para terminarlo más tarde.',
  },
  'publish-and-manage-listings': {
    title: 'Publicar, editar o archivar un anuncio',
    summary: 'Un borrador solo lo ves tú; publícalo para que los visitantes lo encuentren y cámbialo cuando quieras.',
    body: 'Pulsa «Guardar y publicar» en el formulario del anuncio, o abre «Mis anuncios» y publica un borrador desde allí. Un anuncio publicado aparece en la búsqueda y tiene su propia página de oferta en cada idioma del sitio.\n\nPara cambiar un anuncio, ábrelo desde «Mis anuncios», edítalo y guarda: los visitantes ven el cambio al instante. Archiva un anuncio que ya no ofreces; desaparece de la búsqueda pero sigue en tu lista.',
  },
  'find-offers-with-search': {
    title: 'Encontrar ofertas con la búsqueda',
    summary: 'Escribe unas palabras en el buscador y filtra los resultados por tipo, precio y lugar.',
    body: 'Usa el buscador en la parte superior de cada página pública. La búsqueda lee el nombre y la descripción de cada anuncio publicado y encuentra también otras formas de una palabra.\n\nEn la página de resultados puedes filtrar por tipo, por precio mínimo y máximo y por lugar, y ordenar por relevancia, fecha o precio. Abre una oferta para ver sus fotos, la descripción completa y el vendedor.',
  },
  'contact-a-seller': {
    title: 'Contactar con el vendedor de una oferta',
    summary: 'Haz una pregunta sobre una oferta con un mensaje, directamente desde su página.',
    body: 'Abre la oferta y pulsa «Escribir al propietario». Escribe tu pregunta y envíala; necesitas haber iniciado sesión, y un visitante nuevo puede crear una cuenta por el camino.\n\nLa conversación se guarda en «Mis mensajes», donde llega la respuesta del vendedor. Encima de la conversación se muestra la oferta de la que trata.',
  },
  'read-and-answer-messages': {
    title: 'Leer y responder tus mensajes',
    summary: 'Todas tus conversaciones en un solo lugar; los mensajes nuevos llegan en cuanto se envían.',
    body: 'Abre «Mis mensajes» para ver todas las conversaciones, la más reciente primero. Las conversaciones con mensajes sin leer están marcadas y el contador del menú indica cuántos esperan.\n\nElige una conversación, escribe tu respuesta y pulsa Intro o el botón de enviar. Los mensajes nuevos aparecen sin recargar la página y la otra persona ve los tuyos al momento.',
  },
  'start-a-video-call': {
    title: 'Llamar al vendedor por vídeo',
    summary: 'Habla cara a cara sobre una oferta: llama al vendedor por vídeo desde la página de la oferta.',
    body: 'Abre la oferta y pulsa «Llamar al propietario». El navegador pide una vez la cámara y el micrófono; permite ambos. El vendedor recibe una invitación y la llamada empieza cuando la acepta.\n\nDurante la llamada puedes apagar y encender la cámara o el micrófono y salir cuando quieras. Las llamadas hechas y recibidas aparecen en «Mi llamada».',
  },
  'accept-or-decline-a-call': {
    title: 'Aceptar o rechazar una llamada entrante',
    summary: 'Cuando alguien te llama, una ventana muestra la invitación con los botones Aceptar y Rechazar.',
    body: 'Una llamada entrante abre una ventana en cualquier página del sitio que tengas abierta, con el nombre de quien llama y dos botones. Aceptar te une a la llamada al instante; Rechazar le dice a quien llama que ahora no puedes hablar.\n\nLa ventana se mantiene unos treinta segundos. Si la pierdes, quien llama ve que no has respondido y puede volver a llamar o enviarte un mensaje.',
  },
  'create-an-account': {
    title: 'Crear una cuenta e iniciar sesión',
    summary: 'Regístrate con tu correo electrónico y una contraseña y luego confirma la dirección.',
    body: 'Elige «Crear una cuenta» en la página de inicio de sesión. Escribe tu nombre, tu correo y una contraseña de al menos ocho caracteres y acepta las condiciones. Te enviamos un correo con un enlace que confirma la dirección.\n\nDespués inicia sesión con tu correo y contraseña. Si el sitio lo ofrece, también puedes entrar con Google.',
  },
  'reset-your-password': {
    title: 'Restablecer una contraseña olvidada',
    summary: 'Pide un enlace por correo y elige una contraseña nueva.',
    body: 'En la página de inicio de sesión elige «¿Olvidaste tu contraseña?» y escribe tu correo. Si pertenece a una cuenta, enviamos un enlace válido durante poco tiempo y de un solo uso.\n\nAbre el enlace, escribe la nueva contraseña dos veces y guarda. Tus otras sesiones se cierran, así que quien conociera la contraseña antigua pierde el acceso.',
  },
  'two-step-sign-in': {
    title: 'Activar el inicio de sesión en dos pasos',
    summary: 'Protege tu cuenta con un código de seis dígitos de una aplicación de autenticación.',
    body: 'Abre la configuración de la cuenta y ve a Seguridad. Activa el inicio de sesión en dos pasos, escanea el código QR con una aplicación de autenticación y escribe el código de seis dígitos que muestra.\n\nDesde entonces, iniciar sesión pide tu contraseña y un código nuevo de la aplicación. Puedes desactivarlo en el mismo lugar; antes te pide un código.',
  },
  'manage-your-sessions': {
    title: 'Ver y cerrar tus sesiones',
    summary: 'Comprueba qué navegadores tienen tu cuenta abierta y cierra los que no reconozcas.',
    body: 'En Configuración de la cuenta, Seguridad, aparece cada navegador y dispositivo con tu cuenta abierta y cuándo se usó por última vez. La sesión actual está marcada.\n\nCierra una sesión que no reconozcas y ese navegador sale de la cuenta al instante. Cambiar la contraseña también cierra todas las demás sesiones.',
  },
};
