/** The spec's strings of its part `leadForm` (the catalogue: spec.ts). */
import { OPT_IN_REQUIRED, PREFERRED_CONTACT, NO, CONTINUE } from './spec-words';

/** Rental offer lead form (spec 000 §2 "Lead forms", 001 §5.2, §5.3, §8). */
export const leadFormSpec = {
  title: 'Não encontrou seu veículo?',
  subtitle: 'Agora é só preencher o formulário para iniciar a contratação.',
  myData: 'Meus Dados',
  physicalPerson: 'Sou uma Pessoa Física',
  legalPerson: 'Sou uma Pessoa Jurídica/Empresa',
  submit: 'ENVIAR',
  submitNewLayout: CONTINUE,
  submitCart: 'Adicionar ao carrinho',
  chooseCity: 'Por favor, escolha uma cidade.',
  cnpjOverTwoYears: 'CNPJ tem mais de dois anos?',
  yes: 'Sim',
  no: NO,
  preferredContact: PREFERRED_CONTACT,
  optInRequired: OPT_IN_REQUIRED,
  successMessage: 'SUA MENSAGEM FOI ENVIADA!',
  failureMessage: 'FALHA AO ENVIAR MENSAGEM!',
  invalidForm: 'Verifique se todos os campos obrigatórios foram preenchidos.',
  /** ours: the opt-in checkbox labels (SMS/phone, WhatsApp, e-mail). */
  optIns: { smsPhone: 'SMS/Telefone', whatsapp: 'WhatsApp', email: 'E-mail' },
  /** ours */
  wantHelp: 'Quero ajuda de um especialista',
  b2e: {
    employee: 'Colaborador',
    /** ours */
    relative: 'Familiar de colaborador',
    sapIdInvalid: 'Digite um SAP ID válido',
    employeeCpfInvalid: 'Digite um CPF válido',
    kinshipRequired: 'Digite um grau de parentesco',
    filesRequired: 'Selecione ao menos 1 arquivo',
    employeeInvalid: 'Dados do colaborador inválidos',
  },
};
