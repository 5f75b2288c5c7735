import { commonLabels } from './common';
import { genericSpec } from './spec-generic';
import { proposalsSpec } from './spec-proposals';
import { validationSpec } from './spec-validation';

/** The account's words every page shows: the header's account menu and the session's messages (the account pages' own are in auth.ts). */
export const accountLabels = {
  menu: {
    /** Accessible name of the header's account navigation. */
    navLabel: 'Conta',
    signIn: commonLabels.signIn,
    signOut: 'Sair',
    proposals: proposalsSpec.title,
    /** Accessible name of the menu button: the first name is what shows. */
    menuFor: (firstName: string) => `Menu da conta de ${firstName}`,
    checking: commonLabels.checkingSession,
    signingOut: 'Saindo…',
    signOutFailed: 'Não foi possível sair. Tente novamente.',
  },
  /** A signed-in person on a page their account may not open (the seller area, the offer manager…): one wording for every area. */
  accessDenied: {
    message: 'Esta área não está disponível para a conta com que você entrou.',
    hint: 'Se você tem outra conta com acesso, entre com ela.',
    home: 'Ir para a página inicial',
    switchAccount: 'Entrar com outra conta',
  },
  /** Shown above a form whose fields have errors. */
  checkFields: validationSpec.checkRequiredFields,
  /** A session call that failed without words of its own. */
  failed: genericSpec.error,
};

export type AccountLabels = typeof accountLabels;
