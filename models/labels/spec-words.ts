import { dataRetentionLabels } from './data-retention';
/** The strings the spec quotes in more than one of its parts, written once (spec.ts and its parts refer to them). */
export const FROM_PRICE = 'A PARTIR DE';
export const PER_MONTH = '/mês';
export const DETAILS_BUTTON = 'QUERO ESTE';
export const PLATE_ENDING = 'FINAL DE PLACA';
export const NO_DEALER = 'Nenhuma concessionária selecionada';
export const NO_RESULTS = 'Não foram encontrados resultados para essa busca';
export const RETRY = 'Tentar novamente';
export const CLOSE = 'Fechar';
export const ERROR = 'Um erro ocorreu, tente novamente';
export const VALUE_UNAVAILABLE = 'Valor não disponível no momento';
export const PROPOSALS = 'Minhas Propostas';
export const OPT_IN_REQUIRED = 'Selecione pelo menos uma das opções acima';
export const REQUIRED_WITH_PERIOD = 'Campo obrigatório.';
export const ACCEPT_RULES = 'Você precisa aceitar as regras.';
/** ours: how long the company forms keep the data (the lead's period, models/labels/data-retention.ts). */
export const COMPANY_DATA_RETENTION = dataRetentionLabels.formSentence;
export const PREFERRED_CONTACT = 'Selecione um contato preferencial';
export const NO = 'Não';
export const CONTINUE = 'Continuar';
export const OK = 'Ok';
export const BACK = 'Voltar';
/** ours: how a screen reader introduces a toast (the company intent's failure toast; the toast host through common.ts). */
export const NOTICE = 'Aviso';
