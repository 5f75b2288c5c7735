/**
 * The terms of use (`/termos-de-uso`): who runs the site, what it offers and
 * what it does not, prices and pictures, the account, the request sent to a
 * dealer, what is not allowed, the brands, privacy, customer service and the
 * law that applies. The company's data comes from the page's configuration
 * (models/app/site-identity.ts). Bump `version` (and `effectiveFrom`) whenever a
 * text below changes.
 */
import { commonLabels } from './common';
import { siteLabels } from './site';

/** What a section says of the company running the site. */
export interface TermsCompany {
  tradeName: string;
  legalName: string;
  /** Formatted: 35.820.000/0001-12. */
  cnpj: string;
  address: string;
  sacPhone: string;
  sacEmail: string;
  sacHours: string;
  ombudsmanPhone: string;
  ombudsmanEmail: string;
}

export interface TermsSection {
  id: string;
  title: string;
  paragraphs: readonly string[];
}

export const termsLabels = {
  version: '2026-12-01',
  effectiveFrom: '01/12/2026',
  title: siteLabels.footer.terms,
  versionLine: (version: string, date: string) => `Versão ${version}, em vigor desde ${date}.`,
  intro: (c: TermsCompany) =>
    `Estes termos valem para quem usa o site ${c.tradeName}: quem navega pelas ofertas, envia um pedido de assinatura ou cria uma conta. ` +
    'Ao usar o site você concorda com eles; leia também a Política de Privacidade, que explica como tratamos os seus dados.',
  contents: commonLabels.onThisPage,
  privacyLink: commonLabels.privacyPolicy,
  back: commonLabels.backToOffers,
  sections: (c: TermsCompany): TermsSection[] => [
    {
      id: 'quem-somos',
      title: '1. Quem somos',
      paragraphs: [
        `O site ${c.tradeName} é operado por ${c.legalName}, inscrita no CNPJ sob o nº ${c.cnpj}, com sede em ${c.address}.`,
        `Atendimento ao consumidor (SAC): ${c.sacPhone} ou ${c.sacEmail}, ${c.sacHours}. Ouvidoria: ${c.ombudsmanPhone} ou ${c.ombudsmanEmail}.`,
      ],
    },
    {
      id: 'o-que-oferecemos',
      title: '2. O que o site oferece',
      paragraphs: [
        'O site mostra ofertas de assinatura de carros 0 km das marcas Fiat, Jeep, Peugeot e Citroën, permite montar um plano (prazo, quilometragem, cor, opcionais, adicionais e entrada) e enviar um pedido de proposta a uma concessionária.',
        'O pedido não é um contrato e não gera cobrança. O contrato de assinatura é assinado depois, com a concessionária ou a locadora indicada na proposta, e tem condições próprias, que você lê antes de assinar.',
      ],
    },
    {
      id: 'precos',
      title: '3. Preços, condições e imagens',
      paragraphs: [
        'Os valores são mensais, para o plano escolhido, e incluem o que cada oferta informa (por exemplo IPVA, licenciamento, seguro, manutenção preventiva e assistência 24 horas). A quilometragem excedente é cobrada ao final do contrato, pelo valor informado na oferta.',
        'Toda contratação depende da análise de crédito e da disponibilidade do veículo na concessionária. Ofertas, cupons e campanhas valem pelo prazo e nas condições que informam.',
        'As imagens dos veículos são ilustrativas: cor, rodas e acabamento podem variar conforme a versão.',
      ],
    },
    {
      id: 'conta',
      title: '4. Sua conta',
      paragraphs: [
        'Para acompanhar as suas propostas você pode criar uma conta com os seus dados verdadeiros. A conta é pessoal: guarde a sua senha e não a compartilhe. Se suspeitar de uso indevido, troque a senha e fale com o SAC.',
        'Para contratar é preciso ser maior de 18 anos e ter CPF (ou, para empresas, CNPJ) regular.',
      ],
    },
    {
      id: 'pedido',
      title: '5. O pedido de proposta',
      paragraphs: [
        'Ao enviar um pedido, os seus dados e a configuração escolhida vão para a concessionária que você escolheu (ou a do link que você abriu), que entra em contato para apresentar a proposta.',
        'Você pode cancelar um pedido ou pedir outra configuração em Minhas Propostas, sem custo, enquanto o contrato não for assinado.',
      ],
    },
    {
      id: 'arrependimento',
      title: '6. Direito de arrependimento',
      paragraphs: [
        'Quando o contrato for fechado fora de um estabelecimento comercial, inclusive pela internet, você pode desistir dele em até 7 dias a contar da assinatura ou do recebimento do veículo, conforme o artigo 49 do Código de Defesa do Consumidor, com a devolução dos valores pagos.',
      ],
    },
    {
      id: 'uso',
      title: '7. O que não é permitido',
      paragraphs: [
        'Não é permitido enviar dados de outra pessoa sem autorização, tentar acessar contas ou áreas restritas, coletar as ofertas de forma automatizada em volume que prejudique o site, nem usá-lo para fraude ou para qualquer fim ilegal. Pedidos assim podem ser recusados e comunicados às autoridades.',
      ],
    },
    {
      id: 'marcas',
      title: '8. Marcas e conteúdo',
      paragraphs: [
        'As marcas e os nomes de modelos Fiat, Jeep, Peugeot e Citroën pertencem aos seus titulares. Os textos, a marca e o desenho do site pertencem à empresa que o opera e não podem ser copiados sem autorização.',
      ],
    },
    {
      id: 'privacidade',
      title: '9. Privacidade',
      paragraphs: [
        'O tratamento dos seus dados pessoais segue a Lei Geral de Proteção de Dados (Lei 13.709/2018) e está descrito na Política de Privacidade, onde você também exerce os seus direitos e muda as suas escolhas de cookies.',
      ],
    },
    {
      id: 'atendimento',
      title: '10. Atendimento e reclamações',
      paragraphs: [
        `Dúvidas, pedidos e reclamações: SAC ${c.sacPhone} ou ${c.sacEmail}. Se o SAC não resolver, fale com a Ouvidoria (${c.ombudsmanPhone} ou ${c.ombudsmanEmail}) informando o número do protocolo.`,
        'Você também pode registrar a sua reclamação no consumidor.gov.br ou no Procon da sua cidade.',
      ],
    },
    {
      id: 'alteracoes',
      title: '11. Alterações destes termos',
      paragraphs: [
        'Podemos atualizar estes termos. A versão e a data em vigor ficam no topo desta página; um pedido já enviado continua regido pela versão em vigor no dia do envio.',
      ],
    },
    {
      id: 'lei',
      title: '12. Lei aplicável e foro',
      paragraphs: ['Estes termos seguem a lei brasileira. Fica eleito o foro do domicílio do consumidor para resolver qualquer questão relacionada a eles.'],
    },
  ],
} as const;
