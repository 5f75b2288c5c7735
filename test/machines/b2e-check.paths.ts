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

/** What reading the documents answers: a PDF, or a renamed file (a '.pdf' whose bytes are no PDF). */
export const PDF_FACTS = [{ name: 'holerite.pdf', size: 2048, type: 'application/pdf', head: new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31]) }];
export const RENAMED_FACTS = [
  { name: 'falso.pdf', size: 10, type: 'application/pdf', head: new Uint8Array([0x6e, 0x61, 0x6f, 0x20, 0x70, 0x64, 0x66]) },
  { name: 'grande.pdf', size: 12 * 1024 * 1024, type: 'application/pdf', head: new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31]) },
];

const events = (snap: any) => [
  // Without verification no document is read: the answer is empty.
  ...(snap.children.readDocuments
    ? snap.context.input.verification
      ? [
          { type: 'xstate.done.actor.readDocuments', output: PDF_FACTS },
          { type: 'xstate.done.actor.readDocuments', output: RENAMED_FACTS },
          { type: 'xstate.error.actor.readDocuments', error: new Error('NotReadableError') },
        ]
      : [{ type: 'xstate.done.actor.readDocuments', output: [] }]
    : []),
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
