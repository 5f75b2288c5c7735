/**
 * The Fastify application: what several domains share as plugins that
 * decorate the instance (server/plugins/: `request.sessionUser`,
 * `app.idempotency`, `app.limits`, `app.mail`), registered once here; one
 * plugin per domain (server/<domain>/); the built SPA with compression and
 * long-lived caching of hashed assets.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { isAppPage } from '../models/app/pages';
import { sessionStore } from './auth/accounts-repo';
import { authRoutes, type AuthOptions } from './auth/auth-routes';
import type { EmailVerificationOptions } from './auth/email-verification-routes';
import type { PasswordResetOptions } from './auth/password-reset-routes';
import { requestForLog } from './http/request-log';
import { registerCookies, type CookieSecurity } from './http/cookies';
import { adminOffersRoutes } from './admin/admin-offers-routes';
import type { OfferImageStore } from './admin/offer-image-store';
import { offersRoutes } from './catalogue/offers-routes';
import { contentRoutes } from './content/content-routes';
import { couponsRoutes } from './coupons/coupons-routes';
import type { Database } from './db/database';
import { dealersRoutes } from './dealers/dealers-routes';
import { detailsRoutes } from './details/details-routes';
import { employeesRoutes } from './employees/employees-routes';
import { filesRoutes, type FilesOptions } from './files/files-routes';
import { healthRoutes } from './health/health-routes';
import { privacyConsentsRoutes } from './privacy-consents/privacy-consents-routes';
import { apiNotFound, clientErrorHandler, frameworkErrors, registerErrorHandling, registerShutdownRefusals } from './http/errors';
import { anyone, defineRoute, type Access } from './http/route';
import { withFirstSearch } from './http/first-search';
import { detailsChunkFiles, readBuildManifest, withFirstOffer } from './http/first-offer';
import { contentSecurityPolicy, registerSecurityHeaders } from './http/security-headers';
import { leadStatusRoutes } from './leads/lead-status-routes';
import { leadsRoutes, type LeadsOptions } from './leads/leads-routes';
import type { LeadClient } from './leads/lead-client';
import { withLeadClient } from './http/page-meta';
import { partnershipsRoutes } from './partnerships/partnerships-routes';
import { NO_PARTNERS, type PartnerKeys } from './partnerships/partner-tokens';
import { userAnalyticsRoutes } from './analytics/user-analytics-routes';
import { leadUpdateRoutes } from './proposals/lead-update-routes';
import { locationRoutes } from './location/location-routes';
import { timelineRoutes } from './proposals/timeline-routes';
import { quotationsRoutes, type QuotationsOptions } from './quotations/quotations-routes';
import { serviceReportRoutes } from './admin/service-report';
import { createLeadAuthorizer, sellerAuthorizationCheck } from './seller-leads/lead-authorization';
import { sellerLeadsRoutes } from './seller-leads/seller-leads-routes';
import { suggestionsRoutes } from './suggestions/suggestions-routes';
import { profileSimulatorRoutes } from './profile-simulator/profile-simulator-routes';
import { privacyRoutes, type PrivacyOptions } from './privacy/privacy-routes';
import { pageSender, pagesRoutes } from './pages/pages-routes';
import { postgresImageStore } from './admin/offer-image-store';
import { idempotencyPlugin } from './plugins/idempotency';
import { limitsPlugin, type RequestLimit } from './plugins/limits';
import { mailPlugin, type MailOptions } from './plugins/mail';
import { sessionsPlugin } from './plugins/sessions';
import { webhooksPlugin, type WebhooksOptions } from './plugins/webhooks';
import { dealerSettingsRoutes } from './webhooks/dealer-settings-routes';

export interface AppOptions {
  db: Database;
  logger?: FastifyServerOptions['logger'];
  /** Folder of the built SPA (`dist`); when absent or missing, only the API is served. */
  staticDir?: string | undefined;
  /** Fastify's trustProxy: whose X-Forwarded-* headers to believe (default: all; a number trusts that many hops). */
  trustProxy?: boolean | number | string;
  /** Session cookie and sign-in settings (see server/http/cookies.ts for `cookieSecurity`). */
  auth?: Omit<AuthOptions, 'cookies' | 'passwordReset' | 'emailVerification'> & { cookieSecurity?: CookieSecurity; nodeEnv?: string | undefined };
  /** Where uploaded documents are stored (default `./data/uploads`; server/main.ts passes DATA_DIR/uploads). */
  uploadsDir?: string | undefined;
  /** Upload quotas and the upload grants' clock (server/files/files-routes.ts). */
  uploads?: Pick<FilesOptions, 'quotas' | 'now'>;
  /** How many leads an address, a CPF or CNPJ and a seller may send, and coupon uses (server/leads/lead-limits.ts). */
  leads?: LeadsOptions;
  /** Mail a seller may send per hour (server/quotations/quotations-routes.ts). */
  quotations?: Pick<QuotationsOptions, 'sellerMailLimit'>;
  /** B2E employee checks per client address and per SAP id (server/employees/employees-routes.ts). */
  employeeCheckLimit?: RequestLimit;
  /**
   * The product's mail (server/plugins/mail.ts): the site's public origin for links in messages, who to tell when a
   * message was queued, and SMTP sending from this process (the sender loop; absent, messages wait in the outbox).
   */
  mail?: { publicUrl: string } & Pick<MailOptions, 'onQueued' | 'sending'>;
  /** The dealers' webhooks (server/plugins/webhooks.ts): delivering from this process (server/main.ts always does; absent, events wait in their outbox). */
  webhooks?: Pick<WebhooksOptions, 'delivery' | 'now'>;
  /** Where offer photos' files are kept (default: the database; server/main.ts passes the S3 store when S3_BUCKET is set). */
  imageStore?: OfferImageStore;
  /** Password reset settings (clock, limits, answer floor); hashing follows `auth.passwordHashing`. */
  passwordReset?: Omit<PasswordResetOptions, 'publicUrl' | 'passwordHashing'>;
  /** Proof of e-mail settings (clock, resend limit); links use `mail.publicUrl`. */
  emailVerification?: Omit<EmailVerificationOptions, 'publicUrl'>;
  /** The seller edit link's signing secret (LEAD_AUTHORIZATION_SECRET) and clock; default: a secret generated once and kept in the database. */
  leadAuthorization?: { secret?: string | undefined; now?: () => Date };
  /** The data subject's requests' clock (tests move it); links use `mail.publicUrl`. */
  privacy?: Pick<PrivacyOptions, 'now' | 'linksPerAddress' | 'linksPerEmail'>;
  /** The partners' keys (PARTNERSHIP_KEYS, or the demo's partner: server/main.ts) and the clock their tokens' expiry is read by; default none, so every partner token is refused. */
  partnerships?: { keys: PartnerKeys; now?: () => Date };
  /** The v2 lead's client id and secret (LEAD_CLIENT_ID, LEAD_CLIENT_SECRET): written into the page, required of a v2 lead; default none. */
  leadClient?: LeadClient | null;
}

export interface RegisteredRoute {
  method: string | string[];
  url: string;
  access: Access | undefined;
  /** Declared `personal`: the answer carries personal data even to a visitor. */
  personal: boolean;
}

export interface BuiltApp {
  app: FastifyInstance;
  /** Every route registered, with the access it declared (tests enumerate them). */
  routes: RegisteredRoute[];
}

/** Builds the app. (A Fastify instance is thenable, so it is returned inside an object.) */
/** A request is logged by its route's pattern, never its address (a CPF may be in it: server/http/request-log.ts). */
function loggerOf(logger: AppOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger || typeof logger !== 'object') return logger ?? false;
  return { ...logger, serializers: { req: requestForLog, ...logger.serializers } };
}

export async function buildApp(options: AppOptions): Promise<BuiltApp> {
  const app = Fastify({
    logger: loggerOf(options.logger),
    bodyLimit: 1024 * 1024,
    // The router's and Node's HTTP parser's refusals answer in the API's pt-BR envelope too (server/http/errors.ts).
    frameworkErrors,
    clientErrorHandler,
    // Requests arriving while the app closes get our pt-BR 503 (registerShutdownRefusals), not Fastify's English one.
    return503OnClosing: false,
    trustProxy:
      typeof options.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (options.trustProxy as number)
        : (options.trustProxy ?? true),
  });
  const routes: RegisteredRoute[] = [];
  let registeringStaticFiles = false;
  app.addHook('onRoute', (route) => {
    // The built SPA's files (registered by @fastify/static) are public by nature.
    if (registeringStaticFiles && !route.config?.access) route.config = { ...route.config, access: anyone };
    routes.push({ method: route.method, url: route.url, access: route.config?.access, personal: route.config?.personal === true });
  });

  registerErrorHandling(app);
  await registerSecurityHeaders(app);
  registerShutdownRefusals(app);
  await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });

  const cookies = {
    security: options.auth?.cookieSecurity ?? 'auto',
    nodeEnv: options.auth && 'nodeEnv' in options.auth ? options.auth.nodeEnv : process.env.NODE_ENV,
  } as const;
  await registerCookies(app);
  // What several domains share, decorated on the instance (server/plugins/), so no domain imports another's folder
  // for it: `request.sessionUser` (the sessions' rows are the auth folder's, handed over here), `app.idempotency`,
  // `app.limits`, `app.mail` (with the sender loop when SMTP is configured), `app.webhooks` (with the delivery loop when asked).
  await app.register(sessionsPlugin, { db: options.db, cookies, store: sessionStore });
  await app.register(idempotencyPlugin, { db: options.db });
  await app.register(limitsPlugin);
  await app.register(mailPlugin, { db: options.db, onQueued: options.mail?.onQueued, sending: options.mail?.sending });
  await app.register(webhooksPlugin, { db: options.db, delivery: options.webhooks?.delivery, now: options.webhooks?.now });

  // One plugin per domain, each in server/<domain>/<domain>-routes.ts with its queries in <domain>-repo.ts.
  const db = options.db;
  const passwordReset: PasswordResetOptions = {
    ...options.passwordReset,
    publicUrl: options.mail?.publicUrl ?? 'http://localhost:3000',
    ...(options.auth?.passwordHashing ? { passwordHashing: options.auth.passwordHashing } : {}),
  };
  const emailVerification: EmailVerificationOptions = { ...options.emailVerification, publicUrl: passwordReset.publicUrl };
  const leadAuthorizer = createLeadAuthorizer(db, app.sessions, options.leadAuthorization);
  const partnerships = options.partnerships ?? { keys: NO_PARTNERS };
  const imageStore = options.imageStore ?? postgresImageStore(db);
  const domains = [
    healthRoutes(db),
    authRoutes(db, { ...options.auth, cookies, passwordReset, emailVerification }), // accounts, sessions, password reset, proof of e-mail
    offersRoutes(db), // catalogue: offers and search
    adminOffersRoutes(db, imageStore), // offer administration: the manager, the editor, offer photos
    detailsRoutes(db), // the details page's additionals, items, optionals' text, FAQ
    locationRoutes(db), // cities, states, rental dealers of the address
    contentRoutes(db), // content paths: profile-carousel images
    suggestionsRoutes(db),
    profileSimulatorRoutes(db), // the profile simulator quiz
    timelineRoutes(db, { sellerAuthorization: sellerAuthorizationCheck(leadAuthorizer) }), // the customer's proposals with their timelines; a lead's timeline (sellerAuthorization plugs in the seller link)
    quotationsRoutes(db, options.quotations), // sellers' fleet quotations, the legal-person simulator, the admin's outbox
    leadsRoutes(db, { ...options.leads, publicUrl: passwordReset.publicUrl, employeeCheckLimit: options.employeeCheckLimit, partnerships, leadClient: options.leadClient ?? null }),
    partnershipsRoutes(partnerships), // a partner's token opened for the page (the lead opens it again)
    userAnalyticsRoutes(db), // user analytics after a lead, under the lead's analytics token
    leadStatusRoutes(db, { publicUrl: passwordReset.publicUrl }), // lead moves, with their messages to the customer and the dealer's sellers
    leadUpdateRoutes(db, leadAuthorizer, { publicUrl: passwordReset.publicUrl }), // lead updates (seller edit link or the customer) as versions, and the customer's acceptance
    sellerLeadsRoutes(db, leadAuthorizer), // the dealer's lead desk and the seller edit link
    serviceReportRoutes(db), // the offer admins' view of the dealers' service to their leads
    privacyConsentsRoutes(db), // the privacy centre: the customer's consents, withdrawn and given again
    couponsRoutes(db),
    employeesRoutes(db, options.employeeCheckLimit),
    dealersRoutes(db), // the lead form's dealer selector
    dealerSettingsRoutes(db), // the admin's settings of a dealer: response time, webhook URL and secret, last deliveries
    filesRoutes(db, { ...options.uploads, uploadsDir: options.uploadsDir ?? join(process.cwd(), 'data', 'uploads'), cookies }),
    privacyRoutes(db, {
      ...options.privacy,
      publicUrl: passwordReset.publicUrl,
      uploadsDir: options.uploadsDir ?? join(process.cwd(), 'data', 'uploads'),
    }), // the data subject's requests (LGPD arts. 18, 19) and the privacy admin's queue
    pagesRoutes(db, { publicUrl: passwordReset.publicUrl, imageStore }), // what crawlers read: offers' preview pictures, the sitemap, robots.txt
  ];
  for (const plugin of domains) await app.register(plugin);

  const staticDir = options.staticDir;
  if (staticDir && existsSync(join(staticDir, 'index.html'))) {
    registeringStaticFiles = true;
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: false,
      index: false,
      setHeaders(reply, path) {
        reply.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    registeringStaticFiles = false;
    // The page, with the showcase's first search (http/first-search.ts) and, on a details address, the offer
    // call and the details route's chunks (http/first-offer.ts) started by inline scripts, read once.
    // The v2 lead's client id and secret go into their meta tags (server/http/page-meta.ts).
    const builtPage = withLeadClient(withFirstSearch(readFileSync(join(staticDir, 'index.html'), 'utf8')), options.leadClient ?? null);
    const indexHtml = withFirstOffer(builtPage, detailsChunkFiles(readBuildManifest(staticDir), builtPage));
    // Each address gets its head (title, description, canonical, previews, JSON-LD: server/pages/pages-routes.ts).
    const sendPage = pageSender(db, { html: indexHtml, csp: contentSecurityPolicy(indexHtml), publicUrl: passwordReset.publicUrl });
    defineRoute(app, { method: 'GET', url: '/', access: anyone, handler: async ({ request, reply }) => sendPage(request, reply) });
    const notFound = apiNotFound(routes);
    app.setNotFoundHandler((request, reply) => {
      const accept = request.headers.accept ?? '';
      const pathname = request.url.split('?')[0] ?? '/';
      if (request.method === 'GET' && !isApiPath(pathname) && !pathname.startsWith('/assets/') && accept.includes('text/html')) {
        // The page's own addresses are found; any other gets the page with 404, and the app's not-found page.
        return sendPage(request, reply, isAppPage(pathname) ? 200 : 404);
      }
      return notFound(request, reply);
    });
  } else {
    app.setNotFoundHandler(apiNotFound(routes));
  }

  return { app, routes };
}

const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');
