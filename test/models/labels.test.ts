import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { commonLabels } from '../../models/labels/common';
import { logMessages } from '../../models/labels/log';
import { labels, withOverrides } from '../../models/labels/spec';
import { quotationLabels } from '../../models/labels/quotation';
import { profileSimulatorLabels } from '../../models/labels/profile-simulator';
import { DEFAULT_ORIGIN, LEAD_UPDATE_PRODUCT_GROUP, PRODUCT_GROUPS, SUB_ORIGINS, leadSource } from '../../models/lead/lead-rules';
import { OFFER_STATUS_LABELS } from '../../models/offer/offer-status';

/** Every string leaf of a nested catalogue (arrays included, functions skipped). */
function leaves(node: unknown, out: Set<string> = new Set()): Set<string> {
  if (typeof node === 'string') out.add(node);
  else if (Array.isArray(node)) node.forEach((n) => leaves(n, out));
  else if (node && typeof node === 'object') Object.values(node).forEach((n) => leaves(n, out));
  return out;
}

/**
 * Every single-quoted string of spec 000 and 001, in order of appearance
 * (extracted from the two documents). Each must be in the catalogue exactly.
 */
const SPEC_STRINGS = [
  'VER MAIS VEÍCULOS', 'CADASTRE SUA OFERTA', 'Escolha modelo, preço, destaque, features e acompanhe sua publicação', 'NOVA OFERTA', 'BAIXAR',
  'QUERO ESTE', 'mês', 'PARCELAS A PARTIR DE', 'Deletar oferta', 'Deseja realmente deletar esta oferta?', 'Deletar', 'Cancelar', 'Meses',
  'CONTRATO', 'Voltar', 'Atualizar oferta', 'Enviar como mensagem', 'Copiar a URL', 'Link copiado com sucesso', 'Resumo', 'CORES',
  'COR SÓLIDA', 'COR METÁLICA', 'COR PEROLIZADA', 'ITENS DE SÉRIE', 'CONDIÇÕES GERAIS', 'Ficou alguma dúvida?', 'Pesquise aqui',
  'Escolha aqui a sua concessionária', 'Nenhuma concessionária selecionada', 'Não encontrou seu veículo?',
  'Agora é só preencher o formulário para iniciar a contratação.', 'Meus Dados', 'Sou uma Pessoa Física', 'Sou uma Pessoa Jurídica/Empresa',
  'ENVIAR', 'Continuar', 'Adicionar ao carrinho', 'Por favor, escolha uma cidade.', 'CNPJ tem mais de dois anos?',
  'Quer terceirizar sua frota com a Flua!?', 'Preencha o formulário abaixo e receba sua proposta.', 'Enviar Proposta',
  'Solicitação enviada com sucesso!', 'Em breve nossa equipe entrará em contato pelo telefone e e-mail fornecidos.', 'Ok', 'Quer assinar?',
  'Ocorreu um erro', 'Um problema ocorreu no envio das informações. Por favor, tente novamente.', 'Entendi', 'Tudo certo!',
  'Proposta atualizada com sucesso.', 'Minhas Propostas', 'Ex: João Silva', 'Selecione', 'Emitir Proposta', 'ACESSE OUTRAS MARCAS',
  'Vamos Lá', 'Próxima', 'Reiniciar', 'Nenhuma enquete encontrada para essa concessionária', 'A partir de', 'ver detalhes', 'Remover',
  'AGENDAR UM TEST DRIVE.', 'Escolha um horário', 'Finalizar', 'Aguarde', 'Falha ao salvar as alterações', 'Oferta Não Salva',
  'Oferta Salva', 'Oferta Publicada', 'Oferta Excluída', 'Oferta Arquivada', 'CPF inválido', 'CNPJ inválido', 'CPF/CNPJ inválido',
  'Data de Nascimento inválida', 'Idade mínima 18 anos', 'PLACA INCORRETA', 'CHASSIS INCORRETO', 'Digite um e-mail válido',
  'O email não pode ser o mesmo do titular', 'Digite pelo menos um sobrenome', 'Digite seu CEP', 'O CEP não foi encontrado',
  'A senha deve conter no mínimo 8 caracteres', 'As senhas digitadas não são iguais', 'Digite seu nome', 'Digite seu celular',
  'Digite um telefone válido', 'Número da CNH inválido', 'Data de validade da CNH inválida', 'CNH fora da data de validade',
  'Campo Obrigatório', 'Confira os campos obrigatórios', 'Selecione pelo menos uma das opções acima',
  'A seleção da concessionária é obrigatória.', 'Selecione um contato preferencial', 'Digite um SAP ID válido', 'Digite um CPF válido',
  'Digite um grau de parentesco', 'Selecione ao menos 1 arquivo', 'Dados do colaborador inválidos', 'Campo obrigatório.',
  'Você precisa aceitar as regras.', 'Valor mínimo de entrada', 'Valor máximo de entrada',
  'A seleção do número do final de placa é obrigatória.', 'Digite um nome válido',
  'Enviaremos somente as cotações preenchidas completamente. Deseja confirmar o envio?', 'O número deve ser maior que 0',
  'SUA MENSAGEM FOI ENVIADA!', 'Não foi possível carregar os detalhes do adicional, por favor tente mais tarde.',
  'Não foi possível carregar os detalhes do opcional, por favor tente mais tarde.', 'FALHA AO ENVIAR MENSAGEM!',
  'Ocorreu algum problema, tente novamente em instantes.', 'Verifique se todos os campos obrigatórios foram preenchidos.',
  'É obrigatório selecionar uma concessionária', 'Infelizmente a Flua! ainda não está disponível na sua região!',
  'Falha ao carregar propostas. Por favor tente mais tarde.', 'Falha ao salvar as alterações.',
  'E-mail enviado com sucesso para o vendedor cadastrado.', 'Erro ao enviar e-mail. Verifique os campos novamente.',
  'Falha ao chamar especialista', 'O comparador não esta disponível no momento.',
  'Não foi possível carregar as informações. Tente novamente mais tarde.', 'Nenhum modelo encontrado para o ano selecionado',
  'Erro ao carregar dados.', 'Oferta publicada com sucesso!', 'Ocorreu um erro ao publicar a oferta.', 'Oferta despublicada com sucesso!',
  'Ocorreu um erro ao despublicar a oferta.', 'Oferta removida com sucesso!', 'Ocorreu um erro ao remover a oferta.',
  'Um erro ocorreu, tente novamente', 'Não foram encontrados resultados para essa busca', 'É necessário habilitar a localização no browser',
  'Valor não disponível no momento', 'Autenticação inválida.',
  'Essa cotação já foi gravada, acesse-a novamente pelo Salesforce para conseguir gravar.', 'Cotação base não encontrada no Salesforce.',
  'Ocorreu um erro ao tentar salvar a cotação.', 'Ocorreu um erro ao tentar salvar os produtos da cotação.',
  'Ocorreu um erro ao tentar salvar os produtos relacionados da cotação.', 'Cotação salva com sucesso', 'Falha ao salvar cotação',
  'Nenhum veículo disponível', 'Falha ao carregar estoque', 'NÃO FOI POSSÍVEL CARREGAR AS INFORMAÇÕES DO ITEM',
  'Cupom limitado por CPF, sujeito a indisponibilidade', 'Máximo de utilizações para esse CPF atingida. Cupom indisponível',
  'Cupom limitado por quantidade, sujeito a indisponibilidade', 'Cupom indisponível no momento', 'Cupom expirado', 'Cupom indisponível',
  'Cupom disponível apenas em propostas com entrada', 'O comparativo não está disponível para o prazo selecionado',
  'AS SIMULAÇÕES ESTÃO INDISPONÍVEIS NO MOMENTO', 'A SIMULAÇÃO ESTÁ INDISPONÍVEL NO MOMENTO',
  'Seu pedido será analisado por nossos consultores', 'Não', 'Incluso', 'Sim', 'OK', 'A PARTIR DE', '/mês',
];

/** Unquoted label sets the spec lists in prose. */
const SPEC_PROSE_STRINGS = [
  'Vigência', 'Criado por', 'Editado por', 'Publicado em', 'Pessoa Jurídica', 'Pessoa Física', 'Publicar', 'Remover Publicação', 'Salvar',
  'Editar', 'Visualizar', 'Excluir', 'PERÍODO', 'KM/MÊS', 'FINAL DE PLACA', 'OPCIONAL', 'ENTRADA', 'VALOR MENSAL', 'VALOR FINAL', 'SIM', 'NÃO',
  'Anterior', 'Próximo', 'Escolher Modelo', 'Enviar Informações', 'Finalizar Assinatura', 'Saiba Mais', 'Versão', 'Kit Opcionais', 'Cor',
  'Acessórios', 'Revestimento', 'Serviços', 'Descontos', 'Entrada', 'SÓLIDAS', 'METÁLICAS', 'PEROLIZADAS', 'especiais', 'preto', 'vermelho',
  'amarelo', 'azul', 'verde escuro', 'verde limão', '0-10', '11-50', '51-100', 'R$',
];

/** Every labels module (models/labels/*.ts): the spec's strings may live with their screen. */
const modules = import.meta.glob<Record<string, unknown>>('../../models/labels/*.ts', { eager: true });

describe('label catalogue', () => {
  const all = new Set<string>();
  for (const module of Object.values(modules)) leaves(module, all);

  it.each(SPEC_STRINGS)('holds %s exactly', (s) => {
    expect(all.has(s)).toBe(true);
  });

  it.each(SPEC_PROSE_STRINGS)('holds the prose label %s', (s) => {
    expect(all.has(s)).toBe(true);
  });

  it('templates render the spec text', () => {
    expect(labels.offerCard.simulateSaving('{price}')).toBe('Simule uma entrada e economize até {price}');
    expect(labels.offerDetails.priceHeader(24, 'R$ {total price}')).toBe('24X R$ {total price}');
    expect(quotationLabels.card(2)).toBe('COTAÇÃO 2');
    expect(labels.validation.fileTotalSize(25)).toBe('O tamanho total dos arquivos não pode exceder 25 MB.');
    expect(labels.validation.financingRequired('nome')).toBe('Digite seu nome');
    expect(labels.validation.financingRequired('profissão', true)).toBe('Digite sua profissão');
    expect(quotationLabels.delivery.inDays(5)).toBe('Entrega em 5 dias');
    expect(labels.offerDetails.instalmentCount(24)).toBe('24x');
    expect(labels.offerDetails.instalmentRange(1, 3, 'R$ 10,00')).toBe('1ª a 3ª parcela: R$ 10,00');
    expect(profileSimulatorLabels.step(1, 5)).toBe('Pergunta 1 de 5');
    expect(labels.fileInput.count(1)).toBe('1 arquivo selecionado');
    expect(labels.fileInput.count(3)).toBe('3 arquivos selecionados');
    expect(labels.dealerSelector.deliveredBy('Loja X')).toBe('Entregue por Loja X');
    expect(labels.showcase.offerCount(6, 20)).toBe('Mostrando 6 de 20 ofertas');
  });

  it('quotation codes 001–006', () => {
    expect(Object.keys(quotationLabels.saveCodes)).toEqual(['001', '002', '003', '004', '005', '006']);
  });

  it('wire values quoted by the spec live with their rules', () => {
    expect(Object.values(SUB_ORIGINS)).toEqual(['Show Room', 'Campanha CCSS', 'Campanha Grupo CCSS']);
    expect(PRODUCT_GROUPS.legalPerson).toBe('Flua Venda Direta');
    expect([DEFAULT_ORIGIN, LEAD_UPDATE_PRODUCT_GROUP, leadSource(true), leadSource(false)]).toEqual(['Flua', 'Flua', 'DrivePass', 'source']);
    expect(OFFER_STATUS_LABELS).toBe(labels.offerAdmin.status);
  });

  it('log messages are kept apart', () => {
    expect(Object.values(logMessages)).toEqual([
      'Failed to load offers.',
      'Error loading dealer',
      'Error setting location',
      'Not found - FAQ page',
      'Failed to load featured items.',
      'Failed to build base car image url. Missing required parameters.',
      'Failed to decrypt partnership token.',
    ]);
  });

  it('existing groups still work', () => {
    expect(labels.showcase.showMore).toBe('VER MAIS VEÍCULOS');
    expect(labels.httpErrors.internal).toBe('Um erro ocorreu, tente novamente');
    expect(labels.brandNames.citroen).toBe('Citroën');
  });
});

describe('withOverrides', () => {
  it('keeps the defaults without overrides', () => {
    const l = withOverrides({});
    expect(l.showcase).toEqual(labels.showcase);
    expect(l.leadForm.title).toBe('Não encontrou seu veículo?');
    expect(l.offerAdmin.deleteConfirm).toEqual(labels.offerAdmin.deleteConfirm);
  });
  it('applies configurable texts and ignores undefined', () => {
    const l = withOverrides({
      showcase: { showMore: 'MAIS', notFound: undefined },
      offerAdmin: { newOfferTitle: 'NOVA', deleteConfirm: { confirm: 'Apagar' } },
      dealerSelector: { unavailableInRegion: 'Em breve na sua região' },
      leadForm: { title: 'Fale conosco', successMessage: 'ENVIADO!' },
      companyIntent: { fleetSizes: ['1-5', '6+'] },
      proposals: { title: 'Propostas' },
      pageTitles: { discounts: 'Cupons' },
      generic: { confirmOk: 'Certo' },
    });
    expect(l.showcase.showMore).toBe('MAIS');
    expect(l.showcase.notFound).toBe(labels.showcase.notFound);
    expect(l.offerAdmin.newOfferTitle).toBe('NOVA');
    expect(l.offerAdmin.newOfferText).toBe(labels.offerAdmin.newOfferText);
    expect(l.offerAdmin.deleteConfirm).toEqual({ ...labels.offerAdmin.deleteConfirm, confirm: 'Apagar' });
    expect(l.dealerSelector.unavailableInRegion).toBe('Em breve na sua região');
    expect(l.leadForm.title).toBe('Fale conosco');
    expect(l.leadForm.successMessage).toBe('ENVIADO!');
    expect(l.companyIntent.fleetSizes).toEqual(['1-5', '6+']);
    expect(l.proposals.title).toBe('Propostas');
    expect(l.pageTitles).toEqual({ ...labels.pageTitles, discounts: 'Cupons' });
    expect(l.generic.confirmOk).toBe('Certo');
    // the catalogue itself is untouched
    expect(labels.showcase.showMore).toBe('VER MAIS VEÍCULOS');
  });
  it('the card button label overrides both the showcase and the card', () => {
    expect(withOverrides({ showcase: { detailsButton: 'EU QUERO' } }).offerCard.detailsButton).toBe('EU QUERO');
    expect(withOverrides({ offerCard: { detailsButton: 'VER' } }).showcase.detailsButton).toBe('VER');
  });
});

describe('one home per string', () => {
  const dir = join(process.cwd(), 'models/labels');
  const sources = readdirSync(dir)
    .filter((f) => f.endsWith('.ts'))
    .map((f) => ({ file: f, text: readFileSync(join(dir, f), 'utf8') }));
  const quoted = (s: string) => `'${s.replace(/'/g, "\\'")}'`;

  it('the words many screens say alike are written once, in the common module or the spec', () => {
    for (const text of Object.values(commonLabels)) {
      const holders = sources.filter((src) => src.text.includes(quoted(text))).map((src) => src.file);
      expect(holders, text).toHaveLength(1);
      expect(holders[0] === 'common.ts' || holders[0]!.startsWith('spec'), `${text} in ${holders[0]}`).toBe(true);
    }
  });

  /** Not words: a locale tag, a template's piece, the keys a type names, an empty value. */
  const NOT_WORDS = ['', 'pt-BR', '${name}', '—', 'detailsButton', 'title', 'showcase', 'offerAdmin', 'offerCard'];
  /**
   * Words still written in more than one place of the catalogue (each a
   * place to share a word between screens): the list may only shrink.
   */
  const KNOWN_REPEATS: string[] = [];

  it('every string of the catalogue is written once, in one module (but for the repeats still listed)', () => {
    const count = new Map<string, number>();
    for (const { text } of sources) {
      const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '').replace(/^import .*$/gm, '');
      for (const m of code.matchAll(/'((?:[^'\\\n]|\\.)*)'/g)) count.set(m[1]!, (count.get(m[1]!) ?? 0) + 1);
    }
    const repeated = [...count].filter(([text, n]) => n > 1 && !NOT_WORDS.includes(text)).map(([text]) => text);
    expect(repeated.sort()).toEqual([...KNOWN_REPEATS].sort());
  });

  it('a quotation card field is named alike on the form, the simulator and the PDF', () => {
    for (const key of ['dealer', 'model', 'period', 'mileage', 'colour', 'amount', 'plateEnding', 'responsible', 'insulfilm', 'maintenance', 'insurance', 'notIncluded'] as const) {
      expect(quotationLabels.form[key], key).toBe(quotationLabels.simulator[key]);
    }
    for (const key of ['dealer', 'period', 'mileage', 'colour', 'amount', 'responsible'] as const) expect(quotationLabels.pdf[key], key).toBe(quotationLabels.form[key]);
  });
});
