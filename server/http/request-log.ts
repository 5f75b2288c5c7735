/**
 * What a request's log line says of it. Addresses carry personal data: a CPF
 * in a path (`/api/v2/timeline/rental/:cpf/:leadId`, `/api/coupons/clearCPF/:cpf`)
 * or a query (`?cpf=`, `?userCPF=`), an e-mail in a link's query. A log is
 * kept longer and read by more people than the data it would copy, so it holds
 * the route's pattern (`/api/coupons/clearCPF/:cpf`), never the address as
 * sent; an address no route matched keeps its path with every run of digits
 * and anything shaped like an e-mail blanked, and no query.
 * The client's IP and port stay: they are what a security review needs
 * (legitimate interest, LGPD art. 7 IX), kept as long as the logs are.
 */
import type { FastifyRequest } from 'fastify';

export interface RequestLogLine {
  [key: string]: unknown;
  method: string;
  url: string;
  host: string | undefined;
  remoteAddress: string | undefined;
  remotePort: number | undefined;
}

/** An unmatched address's path, with nothing in it that could name a person. */
export function pathForLog(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return path.replace(/[^/]*@[^/]*/g, ':email').replace(/\d+/g, ':n');
}

/** Fastify's `req` serializer: the default's fields, with the route's pattern in place of the address. */
export function requestForLog(request: FastifyRequest): RequestLogLine {
  const pattern = request.routeOptions?.url;
  return {
    method: request.method,
    url: pattern ?? pathForLog(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
