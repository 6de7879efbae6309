import type { HelpTexts } from './types';

export const br: HelpTexts = {
  'add-a-listing': {
    title: 'Adicionar um anúncio com fotos',
    summary: 'Descreva o que você oferece, defina um preço e adicione fotos do seu aparelho ou de um endereço da web.',
    body: 'Entre na sua conta e escolha "Adicionar novo" no menu. Dê ao anúncio um nome e uma descrição e depois informe o preço, a duração e o local.\n\nArraste as fotos para a área de imagens ou clique em "procurar" para escolhê-las no seu aparelho; você também pode adicionar uma foto a partir de um endereço da web. A primeira foto é a capa. Remova uma foto pelo botão de remover. Salve o anúncio como rascunho para terminar depois.',
  },
  'publish-and-manage-listings': {
    title: 'Publicar, editar ou arquivar um anúncio',
    summary: 'Só você vê um rascunho; publique para que os visitantes o encontrem e altere quando quiser.',
    body: 'Clique em "Salvar e publicar" no formulário do anúncio, ou abra "Meus anúncios" e publique um rascunho por lá. Um anúncio publicado aparece na busca e ganha uma página de oferta própria em cada idioma do site.\n\nPara alterar um anúncio, abra-o em "Meus anúncios", edite e salve: os visitantes veem a mudança na hora. Arquive um anúncio que você não oferece mais; ele some da busca, mas continua na sua lista.',
  },
  'find-offers-with-search': {
    title: 'Encontrar ofertas pela busca',
    summary: 'Digite algumas palavras no campo de busca e filtre os resultados por tipo, preço e local.',
    body: 'Use o campo de busca no topo de cada página pública. A busca lê o nome e a descrição de cada anúncio publicado e encontra também outras formas de uma palavra.\n\nNa página de resultados você pode filtrar por tipo, por preço mínimo e máximo e por local, e ordenar por relevância, data ou preço. Abra uma oferta para ver as fotos, a descrição completa e o vendedor.',
  },
  'contact-a-seller': {
    title: 'Falar com o vendedor de uma oferta',
    summary: 'Tire uma dúvida sobre uma oferta por mensagem, direto da página dela.',
    body: 'Abra a oferta e clique em "Enviar mensagem ao dono". Escreva sua pergunta e envie; é preciso estar conectado, e um visitante novo pode criar uma conta no caminho.\n\nA conversa fica em "Minhas mensagens", onde chega a resposta do vendedor. A oferta em questão aparece acima da conversa.',
  },
  'read-and-answer-messages': {
    title: 'Ler e responder suas mensagens',
    summary: 'Todas as suas conversas em um só lugar, com as mensagens novas chegando assim que são enviadas.',
    body: 'Abra "Minhas mensagens" para ver todas as conversas, da mais recente para a mais antiga. Conversas com mensagens não lidas ficam marcadas, e o contador no menu mostra quantas estão esperando.\n\nEscolha uma conversa, digite a resposta e pressione Enter ou o botão de enviar. As mensagens novas aparecem sem recarregar a página, e a outra pessoa vê as suas na hora.',
  },
  'start-a-video-call': {
    title: 'Ligar para o vendedor por vídeo',
    summary: 'Converse sobre uma oferta cara a cara: ligue para o vendedor por vídeo a partir da página da oferta.',
    body: 'Abra a oferta e clique em "Ligar para o dono". O navegador pede uma vez a câmera e o microfone; permita os dois. O vendedor recebe um convite, e a chamada começa quando ele aceitar.\n\nDurante a chamada você pode desligar e ligar a câmera ou o microfone e sair quando quiser. As chamadas feitas e recebidas ficam em "Minha chamada".',
  },
  'accept-or-decline-a-call': {
    title: 'Aceitar ou recusar uma chamada',
    summary: 'Quando alguém liga para você, uma janela mostra o convite com os botões Aceitar e Recusar.',
    body: 'Uma chamada recebida abre uma janela em qualquer página do site que você tenha aberta, com o nome de quem liga e dois botões. Aceitar coloca você na chamada na hora; Recusar avisa quem ligou que você não pode falar agora.\n\nA janela fica aberta por uns trinta segundos. Se você perder, quem ligou vê que você não atendeu e pode ligar de novo ou mandar uma mensagem.',
  },
  'create-an-account': {
    title: 'Criar uma conta e entrar',
    summary: 'Cadastre-se com seu e-mail e uma senha e depois confirme o endereço.',
    body: 'Escolha "Criar uma conta" na página de login. Informe seu nome, seu e-mail e uma senha com pelo menos oito caracteres e aceite os termos. Enviamos um e-mail com um link que confirma o endereço.\n\nDepois disso, entre com seu e-mail e sua senha. Se o site oferecer, você também pode entrar com o Google.',
  },
  'reset-your-password': {
    title: 'Redefinir uma senha esquecida',
    summary: 'Peça um link por e-mail e escolha uma nova senha.',
    body: 'Na página de login, escolha "Esqueceu a senha?" e informe seu e-mail. Se ele for de uma conta, enviamos um link que vale por pouco tempo e funciona uma vez.\n\nAbra o link, digite a nova senha duas vezes e salve. Suas outras sessões são encerradas, então quem sabia a senha antiga perde o acesso.',
  },
  'two-step-sign-in': {
    title: 'Ativar a verificação em duas etapas',
    summary: 'Proteja sua conta com um código de seis dígitos de um aplicativo autenticador.',
    body: 'Abra as configurações da conta e vá em Segurança. Ative a verificação em duas etapas, escaneie o QR code com um aplicativo autenticador e digite o código de seis dígitos que ele mostrar.\n\nA partir daí, o login pede sua senha e um código novo do aplicativo. Você pode desativar no mesmo lugar; antes é pedido um código.',
  },
  'manage-your-sessions': {
    title: 'Ver e encerrar suas sessões',
    summary: 'Confira quais navegadores estão conectados à sua conta e desconecte os que você não conhece.',
    body: 'Em Configurações da conta, Segurança, aparece cada navegador e aparelho conectado à sua conta, com o último uso. A sessão atual fica marcada.\n\nEncerre uma sessão que você não reconhece e esse navegador é desconectado na hora. Trocar a senha também encerra todas as outras sessões.',
  },
};
