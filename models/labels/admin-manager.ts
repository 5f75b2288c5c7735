/**
 * The offer manager page (spec 000 §2 "Offer manager (admin)"): filters,
 * search, loading and failure texts, the save messages of the card's
 * 'Salvar' (ours: the spec gives none), and what the card's links say.
 */
export const managerLabels = {
  title: 'Gerenciar ofertas',
  intro: 'Todas as ofertas, de todas as categorias e situações. Publique, remova a publicação, edite ou exclua.',
  filters: 'Filtrar ofertas',
  brand: 'Marca',
  status: 'Situação',
  personType: 'Tipo de pessoa',
  all: 'Todas',
  allPersonTypes: 'Todos',
  search: 'Buscar por modelo ou versão',
  searchPlaceholder: 'Ex.: Pulse Audace',
  clearFilters: 'Limpar filtros',
  count: (shown: number, total: number) => (shown === total ? `${total} ${total === 1 ? 'oferta' : 'ofertas'}` : `${shown} de ${total} ofertas`),
  loading: 'Carregando ofertas…',
  loadFailed: 'Não foi possível carregar as ofertas. Tente novamente.',
  retry: 'Tentar novamente',
  noneMatch: 'Nenhuma oferta corresponde aos filtros.',
  grid: 'Ofertas',
  openInEditor: (name: string) => `Abrir ${name} no editor`,
  actionsOf: (name: string) => `Ações da oferta ${name}`,
  metadata: 'Histórico da oferta',
  saveSuccess: 'Oferta salva com sucesso!',
  saveFailure: 'Ocorreu um erro ao salvar a oferta.',
  closeToast: 'Fechar aviso',
  backToGrid: 'Voltar para as ofertas',
  editorPending: 'O editor de ofertas abre aqui.',
  signInToManage: 'Faça login como administrador de ofertas para gerenciar as ofertas.',
  notAllowed: 'Esta página é só para administradores de ofertas.',
  checking: 'Verificando sua sessão…',
} as const;

export type ManagerLabels = typeof managerLabels;
