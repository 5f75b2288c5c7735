import { RETENTION } from '../privacy-policy/retention';
import { PRIVACY_TEXT_EFFECTIVE_FROM, PRIVACY_TEXT_VERSION } from '../privacy-policy/privacy-text';
import { commonLabels } from './common';
import { dataRetentionLabels } from './data-retention';

const POLICY_TITLE = commonLabels.privacyPolicy;
const LEAD_DATA = 'identificação, contato, configuração';
const PRE_CONTRACT = 'procedimentos preliminares a um contrato, a seu pedido (art. 7º, V)';
const LEAD_PERIOD = dataRetentionLabels.leadPeriod;
const CONSENT_PERIOD = 'enquanto os dados do pedido existirem, para provar o que foi autorizado';

/**
 * The privacy policy page (`/privacidade`, LGPD — Lei 13.709/2018): what the
 * site keeps, for which purpose, on which legal basis, with whom it is
 * shared, for how long, and the data subject's rights. All ours. Its
 * version is the privacy texts' one (models/privacy-policy/privacy-text.ts): bump it there
 * whenever a text below changes.
 */
export const privacyLabels = {
  version: PRIVACY_TEXT_VERSION,
  effectiveFrom: PRIVACY_TEXT_EFFECTIVE_FROM,
  title: POLICY_TITLE,
  versionLine: (version: string, date: string) => `Versão ${version}, em vigor desde ${date}.`,
  intro:
    'Esta política explica, em linguagem simples, como a Flua! trata os dados pessoais de quem navega pelas ofertas, envia um pedido de assinatura ' +
    '(pessoa física, empresa ou colaborador de empresa parceira) ou cria uma conta, conforme a Lei Geral de Proteção de Dados (LGPD, Lei 13.709/2018).',
  /** Where the forms link to the policy: it opens in a new tab, so what was typed is kept. */
  linkText: POLICY_TITLE,
  opensInNewTab: '(abre em nova aba)',
  contents: commonLabels.onThisPage,
  sections: {
    controller: {
      title: 'Quem cuida dos seus dados',
      paragraphs: [
        'A Flua! é a controladora dos dados enviados por este site: decide para que eles são usados e responde por eles.',
        'Nosso encarregado de proteção de dados atende pelo e-mail privacidade@flua.example.',
      ],
    },
    data: {
      title: 'Quais dados guardamos',
      items: [
        'Identificação: nome completo, CPF; de empresas, razão social, CNPJ e nome do responsável; de colaboradores de empresas parceiras, SAP ID, CPF do colaborador e grau de parentesco.',
        'Contato: e-mail, celular ou telefone, e os canais de contato que você escolher (SMS/telefone, WhatsApp, e-mail).',
        'Documentos: os comprovantes de vínculo (PDF, JPEG ou PNG) que um colaborador ou familiar envia.',
        'Configuração: a oferta, o plano (prazo e quilometragem), a cor, os opcionais e adicionais, o final de placa, a entrada, o cupom, a cidade e a concessionária escolhidas.',
        'Consentimentos: o que você aceitou ou recusou, quando, e a versão do texto que estava na tela.',
        'Conta: se você criar uma conta, o e-mail e a senha (guardada apenas como resumo criptográfico, nunca em texto) e as sessões de acesso.',
        'Origem da visita: os parâmetros de campanha do endereço (utm_source e semelhantes) e o código do vendedor ou da concessionária do link.',
      ],
    },
    purposes: {
      title: 'Para que usamos e com qual base legal',
      intro: 'Cada uso tem uma finalidade e uma base legal do artigo 7º da LGPD:',
      rows: [
        {
          purpose: 'Responder ao seu pedido de assinatura e preparar a proposta',
          data: LEAD_DATA,
          basis: PRE_CONTRACT,
          retention: LEAD_PERIOD,
        },
        {
          purpose: 'Enviar o pedido à concessionária que vai atendê-lo',
          data: LEAD_DATA,
          basis: PRE_CONTRACT,
          retention: 'o mesmo prazo do pedido; a concessionária guarda apenas o necessário para a proposta e o contrato',
        },
        {
          purpose: 'Confirmar o vínculo de colaborador de empresa parceira',
          data: 'SAP ID, CPF do colaborador, grau de parentesco, comprovantes',
          basis: PRE_CONTRACT,
          retention: `o mesmo prazo do pedido; um comprovante que não chega a um pedido é apagado em ${RETENTION.orphanUploadHours} horas`,
        },
        {
          purpose: 'Falar com você pelos canais que você marcou e enviar comunicações e ofertas',
          data: 'contato',
          basis: 'consentimento, que você pode retirar a qualquer momento (art. 7º, I)',
          retention: 'até você retirar o consentimento (nesta página, em Seus consentimentos) ou o pedido ser anonimizado',
        },
        {
          purpose: 'Guardar a prova dos consentimentos e cumprir obrigações legais',
          data: 'consentimentos, identificação',
          basis: 'cumprimento de obrigação legal (art. 7º, II)',
          retention: CONSENT_PERIOD,
        },
        {
          purpose: 'Proteger o site e as contas contra fraude e abuso, e medir campanhas',
          data: 'conta, origem da visita',
          basis: 'legítimo interesse, sem prejudicar seus direitos (art. 7º, IX)',
          retention: `tentativas de acesso, ${RETENTION.abuseLimitDays} dia; chaves contra envios repetidos, ${RETENTION.idempotencyDays} dias; medição de campanhas, só com sua autorização de cookies e pelo prazo do pedido`,
        },
      ],
      columns: { purpose: 'Finalidade', data: 'Dados', basis: 'Base legal', retention: 'Por quanto tempo' },
    },
    sharing: {
      title: 'Com quem compartilhamos',
      items: [
        'A concessionária escolhida por você (ou a do link que você abriu) recebe seu pedido, com seus dados e a configuração, somente para entrar em contato e elaborar a proposta.',
        'Prestadores que operam o site para a Flua! (hospedagem e envio de e-mails) tratam os dados apenas segundo nossas instruções.',
        'Autoridades públicas, somente quando a lei ou uma ordem judicial exigir.',
        'Não vendemos seus dados.',
      ],
    },
    retention: {
      title: 'Por quanto tempo guardamos',
      items: [
        `Pedidos de assinatura que não viraram contrato: ${RETENTION.leadWithoutContractMonths} meses após a última movimentação; depois os dados pessoais são anonimizados e ficam apenas números sem identificação (oferta, plano, valores).`,
        `Pedidos que viraram contrato: ${RETENTION.leadWithContractYears} anos após o contrato, pelas obrigações legais e fiscais.`,
        `Comprovantes de vínculo: pelo mesmo prazo do pedido a que se referem; um arquivo enviado sem pedido é apagado em ${RETENTION.orphanUploadHours} horas.`,
        'Registros de consentimento e o histórico de cada mudança: enquanto os dados a que se referem existirem, para provar o que foi autorizado.',
        'Conta: enquanto ela existir; sessões de acesso expiram sozinhas.',
        `Proteção contra abuso: tentativas de acesso e consultas de colaborador, ${RETENTION.abuseLimitDays} dia; chaves contra envios repetidos, ${RETENTION.idempotencyDays} dias.`,
        `Medição e publicidade: só com sua autorização de cookies; o código de clique de anúncio (gclid) fica ${RETENTION.gclidDays} dias no navegador.`,
      ],
    },
    rights: {
      title: 'Seus direitos',
      intro: 'Pelo artigo 18 da LGPD, você pode pedir a qualquer momento:',
      items: [
        'a confirmação de que tratamos seus dados e o acesso a eles;',
        'a correção de dados incompletos, inexatos ou desatualizados;',
        'a anonimização, o bloqueio ou a eliminação de dados desnecessários ou tratados em desacordo com a lei;',
        'a portabilidade dos dados a outro fornecedor;',
        'a eliminação dos dados tratados com o seu consentimento;',
        'a informação sobre com quem compartilhamos seus dados;',
        'a informação sobre a possibilidade de não consentir e suas consequências;',
        'a retirada do consentimento;',
        'a oposição a um tratamento feito sem consentimento, se ele descumprir a lei.',
      ],
      how: 'Escreva para privacidade@flua.example. Respondemos em até 15 dias. Você também pode reclamar à Autoridade Nacional de Proteção de Dados (ANPD).',
    },
    storage: {
      title: 'Cookies e armazenamento no navegador',
      paragraphs: [
        'Usamos um cookie de sessão, inacessível a scripts, apenas para manter você conectado à sua conta.',
        'O navegador guarda a cidade escolhida e o código da concessionária ou do grupo do link, para que você não precise repeti-los; você pode apagá-los nas configurações do navegador.',
        'Seu nome, e-mail e telefone só ficam guardados no navegador se você marcar “Lembrar meus dados neste navegador” ao enviar um pedido, para preencher o próximo (nunca o CPF). Eles são apagados quando você envia um pedido com a opção desmarcada ou sai da sua conta, e nunca são guardados num atendimento de vendedor na concessionária.',
        'Cookies de medição e de publicidade só são usados depois que você escolhe. Recusar todos é tão simples quanto aceitar todos, e você muda a escolha quando quiser:',
      ],
    },
    security: {
      title: 'Segurança',
      paragraphs: [
        'Os dados trafegam criptografados, as senhas são guardadas apenas como resumo criptográfico e só pessoas autorizadas acessam os pedidos.',
      ],
    },
    changes: {
      title: 'Alterações desta política',
      paragraphs: [
        'Quando esta política mudar, a nova versão será publicada aqui, com a data em que entra em vigor. Cada consentimento fica registrado com a versão do texto que você viu.',
      ],
    },
  },
  back: commonLabels.backToOffers,
} as const;
