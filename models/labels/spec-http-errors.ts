/** The spec's strings of its part `httpErrors` (the catalogue: spec.ts). */
import { ERROR } from './spec-words';

export const httpErrorsSpec = {
  badRequest: 'Requisição inválida.',
  notFound: 'Não encontrado.',
  /** An API path the server does not have. */
  routeNotFound: 'Endereço não encontrado na API.',
  offerNotFound: 'Oferta não encontrada.',
  internal: ERROR,
  /** The database is away (restarting, stopped): the request may be tried again shortly. */
  databaseUnavailable: 'O serviço está temporariamente indisponível. Tente novamente em instantes.',
  /** The process is shutting down (a restart, a deploy): the request may be tried again at once, on another process. */
  shuttingDown: 'O serviço está sendo reiniciado. Tente novamente em instantes.',
  /** An API path that exists, asked with a method it does not take. */
  methodNotAllowed: 'Este endereço da API não aceita este método.',
  payloadTooLarge: 'O conteúdo enviado é grande demais.',
  uriTooLong: 'O endereço pedido é longo demais.',
  headersTooLarge: 'Os cabeçalhos da requisição são grandes demais.',
  unsupportedMediaType: 'Tipo de conteúdo não aceito por este endereço.',
  badUrl: 'Endereço inválido.',
  badJson: 'O conteúdo enviado não é um JSON válido.',
  tooDeep: 'O conteúdo enviado tem níveis demais de aninhamento.',
  badMultipart: 'O envio de arquivos chegou incompleto ou malformado. Tente novamente.',
  invalidCharacters: 'Contém caracteres inválidos.',
  /** The `brand` of a rental offer service call, missing or not a brand of ours (models/offer/site-brands.ts). */
  siteBrand: 'Informe a marca do site: fiat, jeep, peugeot ou citroen (um site de várias marcas as lista separadas por vírgula).',
  /** A field named like what every object inherits (toString, constructor…): never one of ours. */
  reservedField: 'Campo não aceito.',
  requestTimeout: 'A requisição demorou demais para chegar.',
  /** ours: a call that waited longer than the client's timeout (spec 001 §8 "timeout exceeded"; services/http.ts). */
  responseTimeout: 'O serviço demorou demais para responder. Tente novamente em instantes.',
  /** ours: a call to an address whose scheme the browser does not fetch (spec 001 §8 "unsupported protocol"; services/http.ts). */
  unsupportedProtocol: 'O endereço do serviço usa um protocolo não suportado.',
};
