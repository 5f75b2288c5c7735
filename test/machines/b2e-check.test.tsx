/**
 * Generated paths of the B2E check chart (employee check, document upload),
 * run against its status view with fake calls the test settles.
 */
import { render, screen } from '@testing-library/react';
import { useActorRef } from '@xstate/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EmployeeValidationRequest } from '../../models/lead/lead';
import { defaultLeadLabels, leadLabels } from '../../models/labels/lead';
import { labels } from '../../models/labels/spec';
import { b2eCheckMachine, type B2eCheckActorRef, type B2eCheckInput, type ReadDocumentsInput, type UploadDocumentsInput } from '../../machines/b2e-check/b2e-check.machine';
import type { DocumentFacts } from '../../models/documents/files';
import { ApiCallError } from '../../services/http';
import { B2eCheckStatus } from '../../ui/lead/b2e-check-status';
import { unfiredTransitions } from '../support/chart-coverage';
import { checkAssertions, reachedStates, recordExercised, resetExercised, type ChartPlan } from '../support/chart-paths';
import { deferredActor } from '../support/lead-harness';
import { b2eCheckNoVerificationPlan, b2eCheckPlan, b2eInput, PDF_FACTS, RENAMED_FACTS } from './b2e-check.paths';

type Executor = (step: { event: any; state: any }) => Promise<void> | void;

function renderCheck(input: B2eCheckInput) {
  const read = deferredActor<DocumentFacts[], ReadDocumentsInput>();
  const validate = deferredActor<boolean, EmployeeValidationRequest>();
  const upload = deferredActor<string[], UploadDocumentsInput>();
  const logic = b2eCheckMachine.provide({ actors: { readDocuments: read.logic, validateEmployee: validate.logic, uploadDocuments: upload.logic } });
  let actor: B2eCheckActorRef | undefined;
  function Harness() {
    actor = useActorRef(logic, { input });
    return <B2eCheckStatus actorRef={actor} labels={defaultLeadLabels} />;
  }
  render(<Harness />);
  return { read, validate, upload, actor: () => actor! };
}

const status = async (expected: string, role: 'status' | 'alert' = 'status') => {
  const el = await screen.findByTestId('b2e-status');
  expect(el.getAttribute('role')).toBe(role);
  expect(el.textContent).toBe(expected);
};

const stateAssertions: Record<string, (snap: any) => Promise<void>> = {
  screeningDocuments: () => status(leadLabels.b2e.status.screeningDocuments),
  checkingEmployee: () => status(leadLabels.b2e.status.checkingEmployee),
  uploadingDocuments: () => status(leadLabels.b2e.status.uploadingDocuments),
  verified: () => status(leadLabels.b2e.status.verified),
  rejected: () => status(labels.leadForm.b2e.employeeInvalid, 'alert'),
  // A document refused before sending is named; any other failure is the generic message.
  failed: (snap) =>
    status(snap.matches('failed') && snap.context.errorMessage?.startsWith('Tipo de arquivo') ? 'Tipo de arquivo não permitido: falso.pdf. Envie PDF, JPEG ou PNG.' : leadLabels.b2e.checkFailed, 'alert'),
};

function executors(h: ReturnType<typeof renderCheck>) {
  const failure = () => new ApiCallError('Um erro ocorreu, tente novamente', 503, 'server_error');
  return {
    'xstate.init': () => undefined,
    'xstate.done.actor.readDocuments': async (step) => (await h.read.next()).resolve(step.event.output),
    'xstate.error.actor.readDocuments': async () => (await h.read.next()).reject(new Error('NotReadableError')),
    'xstate.done.actor.validateEmployee': async (step) => (await h.validate.next()).resolve(step.event.output),
    'xstate.error.actor.validateEmployee': async () => (await h.validate.next()).reject(failure()),
    'xstate.done.actor.uploadDocuments': async (step) => (await h.upload.next()).resolve(step.event.output),
    'xstate.error.actor.uploadDocuments': async () => (await h.upload.next()).reject(failure()),
  } satisfies Record<string, Executor>;
}

const plans: [ChartPlan, B2eCheckInput][] = [
  [b2eCheckPlan, b2eInput(true)],
  [b2eCheckNoVerificationPlan, b2eInput(false)],
];

describe('B2E check chart: every state and transition', () => {
  it('has an assertion for every state, reaches them all and fires every transition', () => {
    for (const [plan] of plans) expect(checkAssertions(plan, Object.keys(stateAssertions))).toEqual({ missing: [], unknown: [] });
    const reached = new Set(plans.flatMap(([p]) => [...reachedStates(p)]));
    expect([...reached].sort()).toEqual([...b2eCheckPlan.states].sort());
    expect(unfiredTransitions(b2eCheckMachine, plans.map(([p]) => p))).toEqual([]);
  });
});

describe.each(plans.map(([plan, input]) => [plan.id, plan, input] as const))('B2E check plan %s', (_id, plan, input) => {
  beforeAll(() => resetExercised(plan.id));
  it.each(plan.runs.map((t) => [t.name, t] as const))('%s', async (_key, transition) => {
    const h = renderCheck(input);
    await plan.model.testPath(transition.path, { states: stateAssertions, events: executors(h) });
    recordExercised(plan.id, transition.keys);
  });
});

describe('B2E check: what it sends and answers', () => {
  it('checks the SAP id and CPF, uploads the documents with a key derived from the attempt’s, and answers their addresses', async () => {
    const file = new File(['%PDF-1.4'], 'comprovante.pdf', { type: 'application/pdf' });
    const h = renderCheck({ ...b2eInput(true), sapId: ' 80012345 ', documents: [file] });
    const read = await h.read.next();
    expect(read.input).toEqual({ documents: [file] });
    read.resolve(PDF_FACTS);
    const check = await h.validate.next();
    expect(check.input).toEqual({ sap_id: '80012345', cpf: '52998224725' });
    check.resolve(true);
    const upload = await h.upload.next();
    expect(upload.input).toMatchObject({ documents: [file], target: { root_path: 'leads', sub_path: 'b2e' }, idempotencyKey: 'attempt-key-0001:upload' });
    upload.resolve(['/doc/1']);
    await screen.findByText(leadLabels.b2e.status.verified);
    expect(h.actor().getSnapshot().output).toEqual({ status: 'verified', documentUrls: ['/doc/1'] });
  });

  it('a refused call shows the server’s pt-BR reason (too many checks, a file of the wrong type); other failures the generic message', async () => {
    const tooMany = leadLabels.api.tooManyEmployeeChecks(15);
    const limited = renderCheck(b2eInput(false));
    (await limited.read.next()).resolve([]);
    (await limited.validate.next()).reject(new ApiCallError(tooMany, 429, 'too_many_requests'));
    await screen.findByText(tooMany);
    expect(limited.actor().getSnapshot().output).toEqual({ status: 'failed', message: tooMany });
    limited.actor().stop();

    const upload = renderCheck(b2eInput(true));
    (await upload.read.next()).resolve(PDF_FACTS);
    (await upload.validate.next()).resolve(true);
    (await upload.upload.next()).reject(new ApiCallError(leadLabels.api.fileType, 400, 'bad_request'));
    await screen.findByText(leadLabels.api.fileType);
    expect(upload.actor().getSnapshot().output).toEqual({ status: 'failed', message: leadLabels.api.fileType });
    upload.actor().stop();

    const offline = renderCheck(b2eInput(false));
    (await offline.read.next()).resolve([]);
    (await offline.validate.next()).reject(new TypeError('Failed to fetch'));
    expect((await screen.findAllByText(leadLabels.b2e.checkFailed)).length).toBeGreaterThan(0);
  });

  it('a renamed file ahead of a large one: refused at once, named, before the employee check or any upload', async () => {
    const file = new File(['nao pdf'], 'falso.pdf', { type: 'application/pdf' });
    const h = renderCheck({ ...b2eInput(true), documents: [file] });
    const read = await h.read.next();
    expect(read.input).toEqual({ documents: [file] });
    read.resolve(RENAMED_FACTS);
    await screen.findByText('Tipo de arquivo não permitido: falso.pdf. Envie PDF, JPEG ou PNG.');
    expect(h.actor().getSnapshot().output).toEqual({ status: 'failed', message: 'Tipo de arquivo não permitido: falso.pdf. Envie PDF, JPEG ou PNG.' });
    expect(h.validate.calls).toHaveLength(0);
    expect(h.upload.calls).toHaveLength(0);
  });

  it('answers rejected for an inactive employee', async () => {
    const h = renderCheck(b2eInput(true));
    (await h.read.next()).resolve(PDF_FACTS);
    (await h.validate.next()).resolve(false);
    await screen.findByRole('alert');
    expect(h.actor().getSnapshot().output).toEqual({ status: 'rejected', message: labels.leadForm.b2e.employeeInvalid });
  });
});
