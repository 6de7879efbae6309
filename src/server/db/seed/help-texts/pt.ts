import type { HelpTexts } from './types';

export const pt: HelpTexts = {
  'add-a-listing': {
    title: 'Adicionar um anúncio com fotografias',
    summary: 'Descreva o que oferece, defina um preço e junte fotografias do seu dispositivo ou de um endereço web.',
    body: 'Inicie sessão e escolha «Adicionar novo» no menu. Dê ao anúncio um nome e uma descrição e depois indique o preço, a duração e o local.\n\nArraste as fotografias para a área de imagens ou clique em «procurar» para as escolher no dispositivo; também pode adicionar uma fotografia a partir de um endereço web. A primeira fotografia é a capa. Retire uma fotografia com o respetivo botão de remover. Guarde o anúncio como rascunho para o terminar mais tarde.',
  },
  'publish-and-manage-listings': {
    title: 'Publicar, editar ou arquivar um anúncio',
    summary:
      'Um rascunho só é visível para si; publique-o para que os visitantes o encontrem e altere-o quando quiser.',
    body: 'Carregue em «Guardar e publicar» no formulário do anúncio, ou abra «Os meus anúncios» e publique um rascunho a partir daí. Um anúncio publicado aparece na pesquisa e tem a sua própria página de oferta em cada idioma do site.\n\nPara alterar um anúncio, abra-o em «Os meus anúncios», edite-o e guarde: os visitantes veem a alteração de imediato. Arquive um anúncio que já não oferece; desaparece da pesquisa mas continua na sua lista.',
  },
  'find-offers-with-search': {
    title: 'Encontrar ofertas com a pesquisa',
    summary: 'Escreva algumas palavras na caixa de pesquisa e filtre os resultados por tipo, preço e local.',
    body: 'Use a caixa de pesquisa no topo de cada página pública. A pesquisa lê o nome e a descrição de cada anúncio publicado e encontra também outras formas de uma palavra.\n\nNa página de resultados pode filtrar por tipo, por preço mínimo e máximo e por local, e ordenar por relevância, data ou preço. Abra uma oferta para ver as fotografias, a descrição completa e o vendedor.',
  },
  'contact-a-seller': {
    title: 'Contactar o vendedor de uma oferta',
    summary: 'Faça uma pergunta sobre uma oferta por mensagem, diretamente a partir da sua página.',
    body: 'Abra a oferta e carregue em «Escrever ao proprietário». Escreva a pergunta e envie-a; precisa de ter sessão iniciada, e um visitante novo pode criar uma conta pelo caminho.\n\nA conversa fica em «As minhas mensagens», onde chega a resposta do vendedor. Acima da conversa aparece a oferta a que diz respeito.',
  },
  'read-and-answer-messages': {
    title: 'Ler e responder às mensagens',
    summary: 'Todas as conversas num só lugar, com as mensagens novas a chegar assim que são enviadas.',
    body: 'Abra «As minhas mensagens» para ver todas as conversas, da mais recente para a mais antiga. As conversas com mensagens por ler estão assinaladas e o contador no menu indica quantas esperam por si.\n\nEscolha uma conversa, escreva a resposta e carregue em Enter ou no botão de enviar. As mensagens novas aparecem sem recarregar a página e a outra pessoa vê as suas de imediato.',
  },
  'start-a-video-call': {
    title: 'Ligar ao vendedor por vídeo',
    summary: 'Fale sobre uma oferta cara a cara: ligue ao vendedor por vídeo a partir da página da oferta.',
    body: 'Abra a oferta e carregue em «Ligar ao proprietário». O navegador pede uma vez a câmara e o microfone; permita ambos. O vendedor recebe um convite e a chamada começa quando o aceitar.\n\nDurante a chamada pode desligar e voltar a ligar a câmara ou o microfone e sair quando quiser. As chamadas feitas e recebidas estão em «A minha chamada».',
  },
  'accept-or-decline-a-call': {
    title: 'Aceitar ou recusar uma chamada',
    summary: 'Quando alguém lhe liga, uma janela mostra o convite com os botões Aceitar e Recusar.',
    body: 'Uma chamada recebida abre uma janela em qualquer página do site que tenha aberta, com o nome de quem liga e dois botões. Aceitar junta-o à chamada de imediato; Recusar diz a quem liga que agora não pode falar.\n\nA janela fica aberta cerca de trinta segundos. Se a perder, quem ligou vê que não atendeu e pode voltar a ligar ou enviar-lhe uma mensagem.',
  },
  'create-an-account': {
    title: 'Criar uma conta e iniciar sessão',
    summary: 'Registe-se com o seu endereço de e-mail e uma palavra-passe e depois confirme o endereço.',
    body: 'Escolha «Criar uma conta» na página de início de sessão. Indique o nome, o endereço de e-mail e uma palavra-passe com pelo menos oito caracteres e aceite os termos. Enviamos-lhe um e-mail com uma ligação que confirma o endereço.\n\nDepois inicie sessão com o e-mail e a palavra-passe. Se o site o permitir, também pode entrar com a Google.',
  },
  'reset-your-password': {
    title: 'Repor uma palavra-passe esquecida',
    summary: 'Peça uma ligação por e-mail e escolha uma nova palavra-passe.',
    body: 'Na página de início de sessão escolha «Esqueceu-se da palavra-passe?» e indique o seu e-mail. Se pertencer a uma conta, enviamos uma ligação válida por pouco tempo e utilizável uma só vez.\n\nAbra a ligação, escreva duas vezes a nova palavra-passe e guarde. As outras sessões são terminadas, por isso quem conhecia a palavra-passe antiga perde o acesso.',
  },
  'two-step-sign-in': {
    title: 'Ativar a autenticação em dois passos',
    summary: 'Proteja a sua conta com um código de seis dígitos de uma aplicação de autenticação.',
    body: 'Abra as definições da conta e vá a Segurança. Ative a autenticação em dois passos, leia o código QR com uma aplicação de autenticação e introduza o código de seis dígitos que ela mostra.\n\nA partir daí, o início de sessão pede a palavra-passe e um código novo da aplicação. Pode desativá-la no mesmo sítio; primeiro é pedido um código.',
  },
  'manage-your-sessions': {
    title: 'Ver e terminar as suas sessões',
    summary: 'Veja que navegadores têm sessão iniciada na sua conta e termine as que não reconhece.',
    body: 'Em Definições da conta, Segurança, aparece cada navegador e dispositivo com sessão iniciada na sua conta e quando foi usado pela última vez. A sessão atual está assinalada.\n\nTermine uma sessão que não reconheça e esse navegador sai da conta de imediato. Mudar a palavra-passe também termina todas as outras sessões.',
  },
};
