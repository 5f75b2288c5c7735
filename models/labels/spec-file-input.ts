/** The spec's strings of its part `fileInput` (the catalogue: spec.ts). */

export const fileInputSpec = {
  remove: 'Remover',
  /** ours */
  count: (n: number) => (n === 1 ? '1 arquivo selecionado' : `${n} arquivos selecionados`),
};
