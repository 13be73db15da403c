import type { HelpCategorySeed } from './types';

export const PT: HelpCategorySeed[] = [
  {
    key: 'about', title: 'Sobre nós',
    articles: [
      { key: 'about', title: 'Quem somos', content: '<p>{site} é um site de entretenimento on-line para adultos que oferece cassino ao vivo, caça-níqueis, esportes, e-sports, jogos de pesca, loteria e jogos de cartas de provedores licenciados.</p><p>Operamos um site separado para cada país, com moeda local, métodos de pagamento locais e atendimento no seu idioma.</p>' },
      { key: 'fairness', title: 'Jogo justo', content: '<p>Todos os jogos vêm de um provedor licenciado ou são comprovadamente justos: você mesmo pode verificar cada rodada dos nossos jogos próprios.</p>' },
    ],
  },
  {
    key: 'rules', title: 'Termos e privacidade',
    articles: [
      { key: 'term', title: 'Termos e condições', content: '<p>Ao abrir uma conta, você confirma que tem pelo menos 18 anos (21 onde a lei local exigir) e que os jogos on-line são permitidos por lei onde você está.</p><p>Apenas uma conta por pessoa, residência, endereço IP e método de pagamento. Os bônus têm requisitos de rollover informados em cada promoção.</p><p>Podemos suspender contas usadas para fraude, conluio ou abuso de promoções, e podemos solicitar documentos de identidade antes de um saque.</p><p>Você é responsável por cumprir as leis da sua jurisdição; não nos responsabilizamos por violações da legislação local.</p>' },
      { key: 'privacy', title: 'Política de privacidade', content: '<p>Guardamos seus dados pessoais apenas para administrar sua conta, processar pagamentos, cumprir obrigações legais e manter o site seguro. Nunca vendemos seus dados.</p><p>As senhas são armazenadas somente como hashes unidirecionais. Você pode pedir ao atendimento ao cliente uma cópia dos seus dados ou o encerramento da sua conta.</p>' },
    ],
  },
  {
    key: 'responsible', title: 'Jogo responsável',
    articles: [
      { key: 'responsible', title: 'Jogue com responsabilidade', content: '<p>Jogar deve ser diversão, não uma forma de ganhar dinheiro. Defina um orçamento e um limite de tempo antes de jogar e nunca tente recuperar o que perdeu.</p><p>Se quiser dar uma pausa, o atendimento ao cliente pode definir limites de depósito ou encerrar sua conta pelo período que você escolher.</p>' },
      { key: 'underage', title: 'Jogo por menores de idade', content: '<p>Menores de 18 anos não podem jogar. Verificamos a idade e a identidade e encerramos as contas abertas por menores.</p>' },
    ],
  },
  {
    key: 'banking', title: 'Depósitos e saques',
    articles: [
      { key: 'deposit', title: 'Como depositar', content: '<p>Faça login, abra Depósito, escolha um canal, informe o valor dentro dos limites exibidos e siga as instruções. As transferências bancárias são creditadas após a confirmação.</p>' },
      { key: 'withdraw', title: 'Como sacar', content: '<p>Defina sua senha de saque na central de segurança, vincule uma conta bancária no seu nome verdadeiro e depois solicite um saque. Após o pagamento, confirme se você recebeu o valor.</p>' },
    ],
  },
  {
    key: 'contact', title: 'Fale conosco',
    articles: [
      { key: 'contact', title: 'Atendimento ao cliente', content: '<p>Nossa equipe está disponível 24 horas por dia pelo chat ao vivo, Telegram e e-mail. Use o botão de atendimento no topo da página.</p>' },
    ],
  },
];
