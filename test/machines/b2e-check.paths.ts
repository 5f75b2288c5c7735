/** The B2E check chart's generated paths (shared by its test and `npm run paths`). */
import { b2eCheckMachine, type B2eCheckInput } from '../../machines/b2e-check/b2e-check.machine';
import { planChart } from '../support/chart-paths';

export const b2eInput = (verification: boolean): B2eCheckInput => ({
  sapId: '80012345',
  cpf: '52998224725',
  documents: [],
  verification,
  idempotencyKey: 'attempt-key-0001',
});

const events = (snap: any) => [
  ...(snap.children.validateEmployee
    ? [
        { type: 'xstate.done.actor.validateEmployee', output: true },
        { type: 'xstate.done.actor.validateEmployee', output: false },
        { type: 'xstate.error.actor.validateEmployee', error: new Error('Um erro ocorreu, tente novamente') },
      ]
    : []),
  ...(snap.children.uploadDocuments
    ? [
        { type: 'xstate.done.actor.uploadDocuments', output: ['/api/v1/file/download/lead-documents/x?download_type=SUB_PATH'] },
        { type: 'xstate.error.actor.uploadDocuments', error: new Error('Um erro ocorreu, tente novamente') },
      ]
    : []),
];

export const b2eCheckPlan = planChart({ id: 'b2e-check', machine: b2eCheckMachine, input: b2eInput(true), events });
export const b2eCheckNoVerificationPlan = planChart({ id: 'b2e-check-no-verification', machine: b2eCheckMachine, input: b2eInput(false), events });
