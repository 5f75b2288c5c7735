import { commonLabels } from './common';
import { faqLabels } from './faq';

/** Ours: 'Como funciona' (`/como-funciona`), the subscription step by step, then the frequently asked questions. */
export const howItWorksLabels = {
  title: 'Como funciona a assinatura',
  intro:
    'Na assinatura você paga uma mensalidade e usa um carro 0 km pelo prazo do plano. IPVA, licenciamento, seguro, manutenção preventiva ' +
    'e assistência 24 horas já estão na mensalidade; combustível, multas e troca de pneus ficam por sua conta.',
  stepsTitle: 'Passo a passo',
  steps: [
    { title: 'Escolha o carro', text: 'Veja as ofertas da sua cidade, compare os modelos e abra a que mais combina com você.' },
    {
      title: 'Monte o seu plano',
      text: 'Escolha o prazo (de 12 a 36 meses), a quilometragem por mês, a cor, os opcionais e, se quiser, uma entrada para reduzir a mensalidade. O valor aparece na hora.',
    },
    {
      title: 'Envie o seu pedido',
      text: 'Informe nome, CPF (ou o CNPJ da empresa), e-mail e celular e escolha a concessionária. O envio é gratuito e não é um contrato: nada é cobrado.',
    },
    { title: 'Análise de crédito e proposta', text: 'A concessionária analisa o crédito com o seu CPF ou CNPJ e entra em contato em até 24 horas com a proposta.' },
    { title: 'Contrato e entrega', text: 'Aprovada a proposta, você assina o contrato com a concessionária e combina com ela a retirada do carro.' },
    {
      title: 'Acompanhe tudo',
      text: 'Crie a sua conta com o mesmo CPF e e-mail do pedido para acompanhar as propostas em Minhas Propostas, mudar a configuração e baixar o resumo.',
    },
  ],
  faq: faqLabels,
  retry: commonLabels.retry,
  toOffers: commonLabels.seeOffers,
} as const;
