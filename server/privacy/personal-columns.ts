/**
 * Every column that can hold personal data, and what the privacy export and
 * the anonymisation do with it: the one list both read (server/privacy/
 * export.ts builds its queries from `SUBJECT_TABLES`, server/privacy/
 * anonymise.ts its statements), and that test/server/personal-columns.test.ts
 * holds against the database's columns both ways: a column whose name looks
 * personal (`PERSONAL_COLUMN`) must be decided here, and the export and the
 * anonymisation of a planted person must do what is decided.
 *
 * A table is either
 * - in `SUBJECT_TABLES`: it holds data about a data subject; `rows` picks the
 *   subject's rows (the scope of server/privacy/subject.ts, see `ScopeParams`),
 *   each column says whether it is exported and how it is anonymised, or why
 *   it is kept; or
 * - in `NOT_ABOUT_A_SUBJECT`, the commented list of tables whose
 *   personal-looking columns hold no customer's data, each with the reason.
 *
 * Whose rows are whose (models/lead/lead-status.ts `DataSubject`): the subject's
 * leads are those sent signed in to their (customer) account and those
 * carrying their CPF and one of their proven e-mails; never a row that shares
 * only a CPF. What hangs on an e-mail (mail sent to it, sign-in attempts, its
 * request limits) is the e-mail's proven holder's; what hangs on the account
 * (sessions, resets) is the account's.
 */
/** A column name that looks personal: any of these words between underscores. */
export const PERSONAL_COLUMN =
  /(^|_)(cpf|cnpj|document|documents|email|emails|e_mail|phone|mobile|name|names|address|street|cep|birth|income|recipient|bcc|rg|ip|agent|body|payload|data|note|notes|comment|comments|details|answer|token|hash|password|caller|subject|response|filename|content)($|_)/;

/**
 * What happens to one column:
 * - 'exported': exported as it is; not personal (an id, a date, a status);
 * - `{ export: true, anonymise: true }`: exported (as `exportAs` when a
 *   row's value may be someone else's), and the table's anonymisation
 *   deletes the subject's rows or sets this column;
 * - `{ withheld }`: never exported (a credential or its hash, or a message
 *   body that carries a link still valid), and removed or voided by the
 *   anonymisation like the above;
 * - `{ kept }`: left as it is by the anonymisation, for the reason given
 *   (exported or not);
 * - `{ notPersonal }`: exported; its name looks personal, but it is not (why).
 */
export type ColumnDecision =
  | 'exported'
  | { export: true; anonymise: true; exportAs?: string }
  | { withheld: string }
  | { kept: string; export: boolean }
  | { notPersonal: string };

/** One statement of a table's anonymisation, over the subject's rows (`rows`), narrowed by `where` when given. */
export type AnonymiseStep = { where?: string; delete: true } | { where?: string; set: Readonly<Record<string, string>> };

export interface SubjectTable {
  /** The subject's rows: an SQL condition on the table (alias `t`) over the scope's placeholders (`{leads}`, `{emails}`…). */
  rows: string;
  /** The exported rows' order. */
  order: string;
  columns: Readonly<Record<string, ColumnDecision>>;
  /** The anonymisation, in order; or why the rows are kept as they are. */
  anonymise: readonly AnonymiseStep[] | { keep: string };
  /** The column naming each row's file in the uploads' folder: the files go with their rows. */
  files?: string;
}

/**
 * The scope's placeholders (server/privacy/anonymise.ts `subjectScope`):
 * {leads} the subject's leads' ids (without those a contract keeps, when
 * anonymising), {accounts} their accounts' ids, {emails} their proven
 * e-mails, {cpf} the CPF, {requests} their privacy requests' ids, {uploads}
 * their documents' ids, {limitSubjects} the request-limit subjects that name
 * them ('email:…', 'user:…'), {callers} the Idempotency-Key callers that are
 * their accounts ('user:…'), {idPattern} a regular expression matching
 * their leads', documents' and requests' ids quoted inside a stored answer
 * (one pass over each answer, however many ids); {marker} the
 * anonymised marker, {at} the instant, {replacedFields} and {droppedFields}
 * `LEAD_BODY_FIELDS`. A scope of leads only (the retention job) leaves the
 * person's other parts empty, so only what hangs on those leads is touched.
 */
export type ScopeParams = {
  leads: string[];
  accounts: string[];
  emails: string[];
  cpf: string;
  requests: string[];
  uploads: string[];
  limitSubjects: string[];
  callers: string[];
  idPattern: string;
};

/**
 * The fields of a lead body (as sent, as updated, and every version's): the
 * text ones that name, reach or identify the person are replaced by the
 * marker; those that are not text, or nothing but a tracking id, dropped; the
 * rest are the figures the dealer keeps (offer, plan, prices, consents'
 * flags, campaign codes). test/server/personal-columns.test.ts holds every
 * field of the lead structs to one of the three.
 */
export const LEAD_BODY_FIELDS = {
  replaced: [
    'firstName', 'email', 'cpf', 'phone', 'contactName', 'corporateName', 'cnpj', 'rg', 'gender', 'marital_status', 'cep', 'street', 'number',
    'complement', 'neighborhood', 'city', 'driver_license_number', 'sapId', 'kinship', 'employeeCpf', 'partnershipValue',
    // the company lead's (RENTAL_PJ_FORM_LEAD)
    'company_name', 'contact_name', 'fleet_description_comment',
  ],
  dropped: [
    'birth_date', 'income', 'driver_license_expiry', 'driver_license_category', 'documents_url', 'gclid', 'gClid', 'gaclientid', 'gatrackid', 'gauserid',
    'google_client_id', 'nonce', 'referralLink', 'referer', 'retUrl',
    // a partner's sealed token: the server opens it and never stores it (server/leads/leads-routes.ts)
    'partnerToken',
  ],
  notPersonal: [
    'totalVehicles', 'hasTwoYearCnpj', 'has_one_year_cnpj', 'preferred_contact_method', 'dealersCode', 'dealer_code', 'brand', 'productCode', 'msc_ano_modelo',
    'relatedProduct', 'ofertas_id', 'startsOn', 'endsOn', 'additionals', 'partnership', 'wantHelp', 'testDrive', 'referralDealer', 'sellerId', 'dealerGroup',
    'partnerSellerId', 'renewal', 'period', 'km', 'rentalPrice', 'rental_payment_information', 'indSmsContact', 'indPhoneContact', 'indEmailContact',
    'indWhatsappContact', 'form', 'origin', 'SubOrigem__c', 'subOrigin', 'productGroup', 'uf', 'cidade', 'state', 'countryCode', 'country',
    'utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term', 'is_employee', 'financial_analysis', 'onboarding_digital',
    'consent_text_version', 'leadSource', 'leadType', 'current_fleet_size', 'fleet_size_selected', 'accept_terms_and_conditions',
    'accept_communication_contact',
  ],
} as const;

/** SQL: the lead body `column` (jsonb) of the row `t` with its personal fields replaced or dropped (NULL stays NULL). */
export function anonymisedBodySql(column: string): string {
  return `CASE WHEN ${column} IS NULL THEN NULL ELSE COALESCE((
      SELECT jsonb_object_agg(e.key, CASE WHEN e.key = ANY({replacedFields}) AND jsonb_typeof(e.value) <> 'null' THEN to_jsonb({marker}) ELSE e.value END)
        FROM jsonb_each(${column}) AS e WHERE NOT (e.key = ANY({droppedFields}))), '{}'::jsonb) END`;
}

const exported = 'exported' as const;
const anonymised = { export: true, anonymise: true } as const;
const LEAD_ROWS = 't.lead_id = ANY({leads})';
const DELETE: readonly AnonymiseStep[] = [{ delete: true }];

/** The reason consents stay: the proof of what the person authorised and when (LGPD art. 8 §2), with no person left in it. */
const CONSENT_PROOF = 'the proof of what was authorised and when (LGPD art. 8 §2); it names no person once the lead is anonymised';

/**
 * The tables about data subjects, in the export's order. The anonymisation
 * runs them in this order too (a table whose rows are found through another
 * one comes before it).
 */
export const SUBJECT_TABLES: Readonly<Record<string, SubjectTable>> = {
  users: {
    rows: 't.id = ANY({accounts})',
    order: 't.created_at',
    columns: {
      id: exported,
      full_name: anonymised,
      cpf: anonymised,
      phone: anonymised,
      email: anonymised,
      password_hash: { withheld: "the password's hash: a credential" },
      certified: exported,
      email_verified_at: anonymised,
      created_at: exported,
    },
    // The row stays (sellers' quotations and the offers' history point at it), with nothing of the person and no way in:
    // no password matches '!', the e-mail is one of nobody (.invalid takes no mail), 00000000000 is no CPF.
    anonymise: [
      {
        set: {
          full_name: '{marker}',
          cpf: "'00000000000'",
          phone: "'0000000000'",
          email: "'anonimizado+' || t.id || '@anonimizado.invalid'",
          password_hash: "'!'",
          certified: 'false',
          email_verified_at: 'NULL',
        },
      },
    ],
  },
  sessions: {
    rows: 't.user_id = ANY({accounts})',
    order: 't.created_at',
    columns: { token_hash: { withheld: "the session cookie's hash: a credential" }, created_at: exported, expires_at: exported, last_seen_at: exported, idle_seconds: exported },
    anonymise: DELETE,
  },
  password_resets: {
    rows: 't.user_id = ANY({accounts})',
    order: 't.created_at',
    columns: { token_hash: { withheld: "the reset link's hash: a credential" }, created_at: exported, expires_at: exported, used_at: exported },
    anonymise: DELETE,
  },
  email_verifications: {
    rows: 't.user_id = ANY({accounts})',
    order: 't.created_at',
    columns: { token_hash: { withheld: "the confirmation link's hash: a credential" }, created_at: exported, expires_at: exported, used_at: exported },
    anonymise: DELETE,
  },
  // A sign-up that waits for its e-mail's owner (kept two days at most).
  pending_sign_ups: {
    rows: 't.email = ANY({emails})',
    order: 't.created_at',
    columns: {
      token_hash: { withheld: "the confirmation link's hash: a credential" },
      password_hash: { withheld: "the password's hash: a credential" },
      email: anonymised,
      cpf: anonymised,
      full_name: anonymised,
      phone: anonymised,
      created_at: exported,
      expires_at: exported,
      used_at: exported,
    },
    anonymise: DELETE,
  },
  sign_in_attempts: {
    rows: 't.email = ANY({emails})',
    order: 't.attempted_at',
    columns: {
      email: anonymised,
      // Anyone may type this e-mail: a failed attempt's address may be someone else's; those that signed in with the password are the person's.
      address: { export: true, anonymise: true, exportAs: 'CASE WHEN t.succeeded THEN t.address END' },
      succeeded: exported,
      attempted_at: exported,
    },
    anonymise: DELETE,
  },
  leads: {
    rows: 't.id = ANY({leads})',
    order: 't.created_at',
    columns: {
      id: exported,
      kind: exported,
      status: exported,
      lifecycle_status: exported,
      document: anonymised,
      email: anonymised,
      offer_id: exported,
      dealer_code: exported,
      body: anonymised,
      current_body: anonymised,
      current_version: exported,
      // The seller who brought the lead ('Show Room'): a staff member's code (their work record), nothing of the
      // customer; exported with the lead (who at the dealership took it) and left by the anonymisation.
      seller_id: exported,
      // The partner the lead came through (its name, when the server opened the partner's token): a company's name,
      // nothing of the customer (the customer's value at the partner is in the body, replaced by the anonymisation).
      partnership: exported,
      created_at: exported,
      updated_at: exported,
    },
    anonymise: [
      {
        set: {
          document: '{marker}',
          email: '{marker}',
          user_id: 'NULL',
          body: anonymisedBodySql('t.body'),
          current_body: anonymisedBodySql('t.current_body'),
          anonymised_at: '{at}',
          updated_at: '{at}',
        },
      },
    ],
  },
  lead_consents: {
    rows: LEAD_ROWS,
    order: 't.lead_id, t.purpose',
    columns: { lead_id: exported, purpose: exported, granted: exported, text_version: exported, recorded_at: exported },
    anonymise: { keep: CONSENT_PROOF },
  },
  consent_events: {
    rows: LEAD_ROWS,
    order: 't.lead_id, t.at, t.id',
    columns: { lead_id: exported, purpose: exported, granted: exported, text_version: exported, actor: exported, at: exported },
    // Append-only (a trigger refuses changes): each change of a consent, for good.
    anonymise: { keep: CONSENT_PROOF },
  },
  lead_versions: {
    rows: LEAD_ROWS,
    order: 't.lead_id, t.number',
    columns: {
      lead_id: exported,
      number: exported,
      actor: exported,
      // The customer's name is replaced; a seller's stays on the seller's versions (their work record).
      actor_name: anonymised,
      at: exported,
      body: anonymised,
      terms: exported,
      monthly_price: exported,
      contract_total: exported,
      changes: exported,
      acceptance: exported,
      accepted_at: exported,
    },
    anonymise: [
      { set: { body: anonymisedBodySql('t.body') } },
      { where: "t.actor = 'customer'", set: { actor_name: '{marker}', actor_user_id: 'NULL' } },
    ],
  },
  lead_status_events: {
    rows: LEAD_ROWS,
    order: 't.lead_id, t.at, t.id',
    columns: {
      lead_id: exported,
      from_status: exported,
      to_status: exported,
      at: exported,
      // The customer's name is replaced; a seller's stays on the seller's moves (their work record).
      actor_name: anonymised,
      actor_role: exported,
      note: anonymised,
    },
    // The seller's notes speak of the customer: they go; the moves stay as dated facts.
    anonymise: [{ set: { note: 'NULL' } }, { where: "t.actor_role = 'customer'", set: { actor_name: '{marker}', actor_user_id: 'NULL' } }],
  },
  coupon_usages: {
    rows: LEAD_ROWS,
    order: 't.used_at',
    columns: { coupon_name: { notPersonal: "the coupon's code" }, cpf: anonymised, lead_id: exported, used_at: exported },
    // The use still counts for the coupon's limit; whose it was goes.
    anonymise: [{ set: { cpf: 'NULL' } }],
  },
  user_analytics: {
    rows: LEAD_ROWS,
    order: 't.received_at',
    columns: { lead_id: exported, type: exported, payload: anonymised, received_at: exported },
    anonymise: DELETE,
  },
  lead_analytics_grants: {
    rows: LEAD_ROWS,
    order: 't.lead_id',
    columns: { token_hash: { withheld: "the analytics token's hash: a credential" }, lead_id: exported, type: exported, expires_at: exported },
    anonymise: DELETE,
  },
  uploads: {
    rows: 't.id = ANY({uploads})',
    order: 't.created_at',
    columns: {
      id: exported,
      service: exported,
      file_name: anonymised,
      content_type: { notPersonal: 'the file type (PDF, JPEG, PNG)' },
      size_bytes: exported,
      lead_id: exported,
      storage_name: { withheld: 'the name of the file in the uploads folder: the file itself is in the archive' },
      owner_token_hash: { withheld: "the upload cookie's hash: a credential" },
      client_address: anonymised,
      created_at: exported,
    },
    anonymise: DELETE,
    files: 'storage_name',
  },
  employees: {
    // The employee record a lead's B2E check matched: the SAP id and CPF the subject's lead carries.
    rows: `EXISTS (SELECT 1 FROM leads l WHERE l.id = ANY({leads}) AND l.document = t.cpf AND l.body->>'sapId' = t.sap_id)`,
    order: 't.sap_id',
    columns: {
      sap_id: exported,
      name: { kept: "the partner company's register of its employees, given for the B2E check: the company keeps it and answers for it", export: true },
      cpf: { kept: "the partner company's register of its employees (see name)", export: true },
      company: exported,
      active: exported,
    },
    anonymise: { keep: "the partner company's register of its employees, given for the B2E check: the company keeps it and answers for it" },
  },
  idempotency_keys: {
    // The answers kept for a retried write: the account's own, and any naming the subject's leads, documents or requests.
    rows: 't.caller = ANY({callers}) OR t.response::text ~ {idPattern}',
    order: 't.created_at',
    columns: {
      scope: exported,
      caller: anonymised,
      request_hash: { withheld: "a hash of the request's body, of no use to read" },
      status_code: exported,
      response: anonymised,
      created_at: exported,
    },
    anonymise: DELETE,
  },
  limited_requests: {
    rows: 't.subject = ANY({limitSubjects})',
    order: 't.requested_at',
    columns: { bucket: exported, subject: anonymised, requested_at: exported },
    anonymise: DELETE,
  },
  mail_attachments: {
    rows: 't.message_id IN (SELECT m.id FROM mail_outbox m WHERE m.recipient = ANY({emails}))',
    order: 't.message_id, t.position',
    columns: {
      message_id: exported,
      position: exported,
      filename: anonymised,
      content_type: { notPersonal: "the attachment's type" },
      content: { withheld: "the attached file; the message's own copy went to the e-mail" },
    },
    anonymise: DELETE,
  },
  mail_outbox: {
    // The messages to the person, and those about their leads to the dealer's sellers (which name them).
    rows: 't.recipient = ANY({emails}) OR t.bcc && {emails} OR t.lead_id = ANY({leads})',
    order: 't.created_at',
    columns: {
      kind: exported,
      lead_id: exported,
      recipient: anonymised,
      bcc: anonymised,
      subject: anonymised,
      text_body: { withheld: 'the message: it may carry a link that still acts (a password reset, a confirmation)' },
      html_body: { withheld: 'the message: it may carry a link that still acts (a password reset, a confirmation)' },
      status: exported,
      created_at: exported,
      sent_at: exported,
      last_error: { withheld: "the mail server's answer" },
    },
    // The messages to the person and about their leads go (with their attachments); on another's message, their address leaves the Bcc.
    anonymise: [{ where: 't.recipient = ANY({emails}) OR t.lead_id = ANY({leads})', delete: true }, { set: { bcc: 'ARRAY(SELECT b FROM unnest(t.bcc) AS b WHERE NOT (b = ANY({emails})))' } }],
  },
  privacy_requests: {
    rows: 't.id::text = ANY({requests})',
    order: 't.created_at',
    columns: {
      protocol: exported,
      kind: exported,
      status: exported,
      document: anonymised,
      email: anonymised,
      details: anonymised,
      answer: { kept: 'what was done about the request, written by the privacy team: the record a legal duty keeps (LGPD art. 37)', export: true },
      created_at: exported,
      due_at: exported,
      closed_at: exported,
    },
    // The protocol, kind, dates and answer stay: the record that the request was made and answered (LGPD arts. 19, 37).
    anonymise: [{ set: { document: '{marker}', email: '{marker}', details: 'NULL', user_id: 'NULL' } }],
  },
  privacy_links: {
    rows: 't.document = {cpf} AND t.email = ANY({emails})',
    order: 't.created_at',
    columns: {
      token_hash: { withheld: "the confirmation link's hash: a credential" },
      document: anonymised,
      email: anonymised,
      created_at: exported,
      expires_at: exported,
      used_at: exported,
    },
    anonymise: DELETE,
  },
  privacy_audit: {
    rows: 't.request_id::text = ANY({requests}) OR t.lead_id = ANY({leads})',
    order: 't.at, t.id',
    columns: {
      actor: exported,
      action: exported,
      note: { kept: 'the record of what was done with the personal data and by whom (LGPD art. 37), written by the privacy team', export: true },
      at: exported,
    },
    anonymise: { keep: 'the record of what was done with the personal data and by whom (LGPD art. 37); it names the request, not the person' },
  },
};

/**
 * Tables with personal-looking columns that hold no customer's data, and
 * why. A table about a data subject belongs in `SUBJECT_TABLES` instead.
 */
export const NOT_ABOUT_A_SUBJECT: Readonly<Record<string, string>> = {
  cities: 'IBGE city names',
  coupons: "the coupons and their rules (a per-CPF limit is a number; each use is in coupon_usages)",
  dealers: "the dealers' company data (CNPJ, names, addresses of the dealerships)",
  faq_items: 'the FAQ texts',
  lead_edit_links: "the seller's edit links given out: hashes of the link and of the seller's session (the seller's credentials), the lead's id and the expiry; nothing of the customer",
  offers: 'the catalogue, and which staff member created, edited or published each offer: work records of the staff',
  offer_history: 'who of the staff changed an offer, and what: work records of the staff',
  offer_image_files: "the catalogue's photo files",
  optional_contents: "the optionals' texts",
  quotations: 'fleet quotations for companies, made by sellers: the dealer\'s business records and the seller\'s work',
  quotation_items: "a fleet quotation's vehicles and the company's responsible person, typed by the seller: the dealer's business records",
  quotation_item_additionals: 'names of accessories',
  roles: 'role names',
  schema_migrations: 'migration names',
  server_secrets: "the server's own signing secrets: nobody's data",
  webhook_outbox: "the events sent to the dealers' systems: lead ids, proposal codes, statuses and times only, never a person's name, CPF, e-mail, phone or note (models/lead/dealer-webhooks.ts DealerEventBody)",
};
