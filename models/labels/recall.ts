import { labels } from './spec';

/**
 * The recall label set: a lookup by plate or chassis (spec 000 §1), whose
 * messages are the plate and chassis validators' (001 §5.1), kept with the
 * validators and referred to here. The spec shows no flow for it. Nothing on
 * the showcase imports it.
 */
export const recallLabels = {
  plateInvalid: labels.validation.plate,
  chassisInvalid: labels.validation.chassis,
  /** ours: the lookup's two fields (named by the spec, wording not shown). */
  plate: 'Placa',
  chassis: 'Chassi',
};
