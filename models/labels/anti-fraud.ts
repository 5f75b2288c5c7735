/**
 * The anti-fraud security photo's label set (spec 000 §1, 001 §8 "Financing
 * and other texts"). The spec shows no flow for it: a label set only, kept
 * exactly as the spec writes it. Nothing on the showcase imports it.
 */
export const antiFraudLabels = {
  /** The check failed: a consultant reviews the order. */
  failed: 'Seu pedido será analisado por nossos consultores',
  /** ours: face not found, photo not recognized (named by the spec, wording not shown). */
  faceNotFound: 'Rosto não encontrado',
  photoNotRecognized: 'Foto não reconhecida',
};
