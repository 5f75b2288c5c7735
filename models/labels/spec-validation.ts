/** The spec's strings of its part `validation` (the catalogue: spec.ts). */
import { OPT_IN_REQUIRED, REQUIRED_WITH_PERIOD, ACCEPT_RULES, PREFERRED_CONTACT } from './spec-words';

export const validationSpec = {
  required: 'Campo Obrigatório',
  checkRequiredFields: 'Confira os campos obrigatórios',
  cpf: 'CPF inválido',
  cnpj: 'CNPJ inválido',
  cpfOrCnpj: 'CPF/CNPJ inválido',
  birthday: 'Data de Nascimento inválida',
  overEighteen: 'Idade mínima 18 anos',
  /** ours: the spec gives the 200-year rule without wording. */
  date: 'Data inválida',
  plate: 'PLACA INCORRETA',
  chassis: 'CHASSIS INCORRETO',
  /** ours: the spec names card number, name, expiry and CVV messages without wording. */
  cardNumber: 'Número do cartão inválido',
  cardName: 'Nome do titular do cartão inválido',
  cardExpiry: 'Data de validade do cartão inválida',
  cardCvv: 'CVV inválido',
  email: 'Digite um e-mail válido',
  emailSameAsHolder: 'O email não pode ser o mesmo do titular',
  fullName: 'Digite pelo menos um sobrenome',
  nameRequired: 'Digite seu nome',
  /** ours */
  name: 'Digite um nome válido',
  mobilePhoneRequired: 'Digite seu celular',
  /** ours, in the spec's required-field form ('Digite seu/sua {field}'): an empty CPF is asked for, not called invalid. */
  cpfRequired: 'Digite seu CPF',
  phone: 'Digite um telefone válido',
  /** ours: an empty phone of a legal-person form (landline or mobile). */
  phoneRequired: 'Digite seu telefone',
  cepRequired: 'Digite seu CEP',
  cepNotFound: 'O CEP não foi encontrado',
  /** ours: an upload's folder (root_path, sub_path). */
  uploadPath: 'Caminho inválido: use letras, números, "-" e "_", em partes separadas por "/" (sem "..", sem "/" no início).',
  password: 'A senha deve conter no mínimo 8 caracteres',
  /** ours: the spec gives the new-password rules without wording. */
  passwordMax: 'A senha deve conter no máximo 16 caracteres',
  passwordDigit: 'A senha deve conter pelo menos um número',
  passwordLower: 'A senha deve conter pelo menos uma letra minúscula',
  passwordUpper: 'A senha deve conter pelo menos uma letra maiúscula',
  passwordSpecial: 'A senha deve conter pelo menos um caractere especial',
  passwordForbidden: 'A senha não pode conter os caracteres < > + | / ? * \\',
  passwordConfirmation: 'As senhas digitadas não são iguais',
  /** ours */
  time: 'Horário inválido',
  /** ours */
  restrictedChars: 'Os caracteres & $ < > % não são permitidos',
  /** ours: a razão social may hold '&' ('Silva & Filhos Ltda'). */
  companyNameChars: 'Os caracteres $ < > % não são permitidos',
  /** ours */
  leadingSpace: 'O campo não pode começar com espaço',
  /** ours */
  rg: 'RG inválido',
  cnhNumber: 'Número da CNH inválido',
  cnhExpiry: 'Data de validade da CNH inválida',
  cnhExpired: 'CNH fora da data de validade',
  /** ours */
  cnhCategory: 'Selecione a categoria da CNH',
  /** ours (generic length / selection rules) */
  minLength: (min: number) => `Digite no mínimo ${min} caracteres`,
  maxLength: (max: number) => `Digite no máximo ${max} caracteres`,
  minSelected: (min: number) => (min === 1 ? OPT_IN_REQUIRED : `Selecione pelo menos ${min} opções`),
  maxSelected: (max: number) => (max === 1 ? 'Selecione no máximo uma opção' : `Selecione no máximo ${max} opções`),
  /** A checkbox group's value that is none of its options (models/common/checkbox-group.ts). */
  unknownOption: 'Escolha apenas entre as opções mostradas',
    /** ours: the spec names these dictionary messages without wording. */
  address: 'Digite seu endereço',
  street: 'Digite sua rua',
  neighbourhood: 'Digite seu bairro',
  number: 'Digite o número',
  numberGreaterThanZero: 'O número deve ser maior que 0',
  gender: 'Selecione seu gênero',
  maritalStatus: 'Selecione seu estado civil',
  monthlyIncome: 'Digite sua renda mensal',
  occupationLettersOnly: 'A profissão deve conter apenas letras',
  labourCardDuplicate: 'Carteira de trabalho já cadastrada',
  labourCardIncompatible: 'Carteira de trabalho incompatível',
  dni: 'DNI inválido',
  companyFoundationDate: 'Data de fundação da empresa inválida',
  /** Company intent form required message (spec 001 §5.3, with the period). */
  requiredWithPeriod: REQUIRED_WITH_PERIOD,
  acceptRules: ACCEPT_RULES,
  optInRequired: OPT_IN_REQUIRED,
  preferredContact: PREFERRED_CONTACT,
  chooseTime: 'Escolha um horário',
  fileTotalSize: (mb: number) => `O tamanho total dos arquivos não pode exceder ${mb} MB.`,
  /** Financing proposal form: 'Digite seu/sua {field}' (feminine fields take 'sua'). */
  financingRequired: (field: string, feminine = false) => `Digite ${feminine ? 'sua' : 'seu'} ${field}`,
};
