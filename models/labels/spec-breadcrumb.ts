/** The spec's strings of its part `breadcrumb` (the catalogue: spec.ts). */

export const breadcrumbSpec = {
  chooseModel: 'Escolher Modelo',
  sendInformation: 'Enviar Informações',
  finishSubscription: 'Finalizar Assinatura',
};
