/** The spec's strings of its part `offerAdmin` (the catalogue: spec.ts). */

/** Admin card wrapper and offer actions (spec 000 §2, §4, 001 §6, §8). */
export const offerAdminSpec = {
  newOfferTitle: 'CADASTRE SUA OFERTA',
  newOfferText: 'Escolha modelo, preço, destaque, features e acompanhe sua publicação',
  newOfferButton: 'NOVA OFERTA',
  validity: 'Vigência',
  createdBy: 'Criado por',
  editedBy: 'Editado por',
  publishedOn: 'Publicado em',
  legalPerson: 'Pessoa Jurídica',
  naturalPerson: 'Pessoa Física',
  status: {
    new: 'Oferta Não Salva',
    published: 'Oferta Publicada',
    removed: 'Oferta Excluída',
    archived: 'Oferta Arquivada',
    saved: 'Oferta Salva',
  },
  actions: {
    publish: 'Publicar',
    unpublish: 'Remover Publicação',
    save: 'Salvar',
    edit: 'Editar',
    view: 'Visualizar',
    remove: 'Excluir',
  },
  deleteConfirm: {
    title: 'Deletar oferta',
    text: 'Deseja realmente deletar esta oferta?',
    confirm: 'Deletar',
    cancel: 'Cancelar',
  },
  publishSuccess: 'Oferta publicada com sucesso!',
  publishFailure: 'Ocorreu um erro ao publicar a oferta.',
  unpublishSuccess: 'Oferta despublicada com sucesso!',
  unpublishFailure: 'Ocorreu um erro ao despublicar a oferta.',
  removeSuccess: 'Oferta removida com sucesso!',
  removeFailure: 'Ocorreu um erro ao remover a oferta.',
  /** ours: why an offer cannot be saved (models/offer-admin/offer-validation.ts). */
  saveErrors: {
    noPlans: 'Cadastre ao menos um plano de aluguel.',
    layoutMonthlyUnreachable: (layout: string, minimum: string) =>
      `O preço "A PARTIR DE" (${layout}) é menor que a menor mensalidade que a oferta permite montar (${minimum}, com o opcional e os adicionais obrigatórios). Informe um valor a partir de ${minimum} ou deixe o campo vazio.`,
  },
};
