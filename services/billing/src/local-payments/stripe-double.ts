import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname } from 'node:path';
import qs from 'qs';
import Stripe from 'stripe';
import { standInStripeJs } from './stand-in-stripe-js.js';

/**
 * A local HTTP double of the Stripe endpoints Distill uses, driven by the official SDK
 * (`new Stripe(key, {host, port, protocol: 'http'})`). It keeps state like Stripe (customers,
 * subscriptions with their invoices, setup and payment intents, portal sessions, events),
 * honours idempotency keys, and delivers each event it creates as a webhook signed with the
 * SDK's own `generateTestHeaderString`. Controls (clock, failed renewals) live under `/_double/`;
 * `GET /stripe.js` is the stand-in Stripe.js, confirming intents at this double's `/v1`
 * (relative to where the script was loaded from). Used by the tests and by `npm start`'s local
 * payments mode, which keeps its state in a file across restarts (`stateFile`).
 */

type Json = Record<string, unknown>;

export interface DoublePrice {
  id: string;
  unitAmount: number;
  currency: string;
  interval: 'month' | 'year';
}

export interface StripeDoubleOptions {
  prices: DoublePrice[];
  /** Where events are delivered as signed webhooks; unset: events are only recorded. */
  webhookUrl?: string;
  webhookSecret?: string;
  port?: number;
  host?: string;
  /**
   * Where the double keeps its state (customers, subscriptions, intents, invoices, events, its
   * clock), read at start and written after each request that changes it: billing's database
   * outlives a restart, so the Stripe objects it names must too. Unset: state is in memory only.
   */
  stateFile?: string;
  /** Record every request in `requests` (tests look at them); default true. */
  recordRequests?: boolean;
}

/** The state file's layout; a file of another version is not read (the double starts empty). */
const STATE_VERSION = 1;
/** Events kept in the state file: enough to list recent ones, bounded over a long local use. */
const KEPT_EVENTS = 500;
const KEPT_IDEMPOTENCY_KEYS = 1000;

export interface RecordedRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
}

interface SubscriptionState {
  id: string;
  customer: string;
  status: string;
  price: DoublePrice;
  itemId: string;
  metadata: Json;
  created: number;
  trialEnd: number | null;
  periodStart: number;
  periodEnd: number;
  cancelAtPeriodEnd: boolean;
  cancelAt: number | null;
  canceledAt: number | null;
  endedAt: number | null;
  latestInvoice: string;
  pendingSetupIntent: string | null;
  defaultPaymentMethod: string | null;
  /** `trial_settings.end_behavior.missing_payment_method`: what a trial without a card becomes. */
  missingPaymentMethod: MissingPaymentMethodBehavior;
  /**
   * `payment_settings.save_default_payment_method: on_subscription`: a card saved by the
   * subscription's own intents becomes its default payment method.
   */
  saveDefaultPaymentMethod: boolean;
}

/** Stripe's values; this double implements 'create_invoice' (the default) and 'cancel'. */
type MissingPaymentMethodBehavior = 'create_invoice' | 'cancel';

interface IntentState {
  id: string;
  object: 'setup_intent' | 'payment_intent';
  status: string;
  clientSecret: string;
  customer: string;
  subscription: string;
  invoice: string | null;
  amount: number;
  currency: string;
  lastError: string | null;
  /** The card the intent saved or charged, once confirmed. */
  paymentMethod: string | null;
}

interface InvoiceState {
  id: string;
  customer: string;
  subscription: string;
  status: 'open' | 'paid' | 'void';
  amountDue: number;
  currency: string;
  paymentIntent: string | null;
  created: number;
}

class DoubleError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

const DAY = 24 * 3600;
/** Test cards as Stripe documents them: this payment method is declined. */
export const DECLINED_PAYMENT_METHOD = 'pm_card_chargeDeclined';
export const DECLINE_MESSAGE = 'Your card was declined.';

function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
}

function addInterval(from: number, interval: 'month' | 'year'): number {
  const date = new Date(from * 1000);
  if (interval === 'month') date.setUTCMonth(date.getUTCMonth() + 1);
  else date.setUTCFullYear(date.getUTCFullYear() + 1);
  return Math.floor(date.getTime() / 1000);
}

export class StripeDouble {
  readonly requests: RecordedRequest[] = [];
  readonly events: Json[] = [];
  readonly customers = new Map<string, Json>();
  readonly subscriptions = new Map<string, SubscriptionState>();
  readonly intents = new Map<string, IntentState>();
  readonly invoices = new Map<string, InvoiceState>();
  readonly portalSessions = new Map<string, { id: string; customer: string; returnUrl: string }>();
  /** Webhook deliveries that did not get a 2xx, for a test to look at. */
  readonly failedDeliveries: Array<{ eventId: string; status: number | string }> = [];
  private readonly idempotent = new Map<string, { status: number; body: unknown }>();
  private readonly prices: Map<string, DoublePrice>;
  private clockOffsetSeconds = 0;
  private server: Server | undefined;
  private deliveries = new Set<Promise<void>>();
  url = '';

  constructor(private readonly options: StripeDoubleOptions) {
    this.prices = new Map(options.prices.map((price) => [price.id, price]));
  }

  async start(): Promise<this> {
    this.load();
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) =>
      this.server!.listen(this.options.port ?? 0, this.options.host ?? '127.0.0.1', resolve),
    );
    const { port } = this.server.address() as AddressInfo;
    this.url = `http://${this.options.host ?? '127.0.0.1'}:${port}`;
    return this;
  }

  async stop(): Promise<void> {
    await Promise.allSettled([...this.deliveries]);
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
    this.server?.closeAllConnections();
  }

  private load(): void {
    const file = this.options.stateFile;
    if (!file || !existsSync(file)) return;
    const state = JSON.parse(readFileSync(file, 'utf8')) as {
      version?: number;
      clockOffsetSeconds: number;
      customers: Array<[string, Json]>;
      subscriptions: Array<[string, SubscriptionState]>;
      intents: Array<[string, IntentState]>;
      invoices: Array<[string, InvoiceState]>;
      portalSessions: Array<[string, { id: string; customer: string; returnUrl: string }]>;
      idempotent: Array<[string, { status: number; body: unknown }]>;
      events: Json[];
    };
    if (state.version !== STATE_VERSION) return;
    this.clockOffsetSeconds = state.clockOffsetSeconds;
    for (const [id, value] of state.customers) this.customers.set(id, value);
    for (const [id, value] of state.subscriptions) {
      // A price the double no longer offers keeps its recorded amount and interval.
      this.subscriptions.set(id, {
        ...value,
        price: this.prices.get(value.price.id) ?? value.price,
      });
    }
    for (const [id, value] of state.intents) this.intents.set(id, value);
    for (const [id, value] of state.invoices) this.invoices.set(id, value);
    for (const [id, value] of state.portalSessions) this.portalSessions.set(id, value);
    for (const [key, value] of state.idempotent) this.idempotent.set(key, value);
    this.events.push(...state.events);
  }

  /** Written whole to a sibling file and renamed over the old one: a crash leaves either. */
  private save(): void {
    const file = this.options.stateFile;
    if (!file) return;
    if (this.events.length > KEPT_EVENTS) this.events.splice(0, this.events.length - KEPT_EVENTS);
    // Stripe forgets idempotency keys after a day; the double keeps the newest ones.
    for (const key of this.idempotent.keys()) {
      if (this.idempotent.size <= KEPT_IDEMPOTENCY_KEYS) break;
      this.idempotent.delete(key);
    }
    const state = {
      version: STATE_VERSION,
      clockOffsetSeconds: this.clockOffsetSeconds,
      customers: [...this.customers],
      subscriptions: [...this.subscriptions],
      intents: [...this.intents],
      invoices: [...this.invoices],
      portalSessions: [...this.portalSessions],
      idempotent: [...this.idempotent],
      events: this.events,
    };
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(`${file}.tmp`, JSON.stringify(state), { mode: 0o600 });
    renameSync(`${file}.tmp`, file);
  }

  /** SDK options that point the official client at this double. */
  get sdkOptions(): { host: string; port: number; protocol: 'http' } {
    const url = new URL(this.url);
    return { host: url.hostname, port: Number(url.port), protocol: 'http' };
  }

  /** Waits until every webhook delivery started so far has finished. */
  async settled(): Promise<void> {
    while (this.deliveries.size) await Promise.allSettled([...this.deliveries]);
  }

  now(): number {
    return Math.floor(Date.now() / 1000) + this.clockOffsetSeconds;
  }

  setWebhookUrl(url: string | undefined): void {
    this.options.webhookUrl = url;
  }

  /** Signs an event body exactly as Stripe would deliver it. */
  static sign(payload: string, secret: string, timestamp?: number): string {
    return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
  }

  // ---- state changes a test (or the /_double/ routes) can make -------------------------------

  /** The renewal charge failed: past_due, with Stripe's two events. */
  failRenewal(subscriptionId: string): void {
    const sub = this.subscription(subscriptionId);
    const invoice = this.newInvoice(sub, 'open', sub.price.unitAmount);
    sub.latestInvoice = invoice.id;
    sub.status = 'past_due';
    this.emit('invoice.payment_failed', this.renderInvoice(invoice, []));
    this.emit('customer.subscription.updated', this.renderSubscription(sub, []));
  }

  /** Stripe's notice three days before a trial ends. */
  trialWillEnd(subscriptionId: string): void {
    const sub = this.subscription(subscriptionId);
    this.emit('customer.subscription.trial_will_end', this.renderSubscription(sub, []));
  }

  /** What the customer portal's "Cancel plan" does: cancel at the end of the period. */
  cancelAtPeriodEnd(subscriptionId: string): void {
    const sub = this.subscription(subscriptionId);
    sub.cancelAtPeriodEnd = true;
    sub.cancelAt = sub.trialEnd && sub.status === 'trialing' ? sub.trialEnd : sub.periodEnd;
    sub.canceledAt = this.now();
    this.emit('customer.subscription.updated', this.renderSubscription(sub, []));
  }

  /** Moves the double's clock: trials end and cancelled periods run out, as at Stripe. */
  advanceClock(seconds: number): void {
    this.clockOffsetSeconds += seconds;
    const now = this.now();
    for (const sub of this.subscriptions.values()) {
      if (['canceled', 'incomplete_expired'].includes(sub.status)) continue;
      if (sub.cancelAt !== null && sub.cancelAt <= now) {
        sub.status = 'canceled';
        sub.endedAt = sub.cancelAt;
        this.emit('customer.subscription.deleted', this.renderSubscription(sub, []));
      } else if (
        sub.status === 'trialing' &&
        sub.trialEnd !== null &&
        sub.trialEnd <= now &&
        !sub.defaultPaymentMethod &&
        sub.missingPaymentMethod === 'cancel'
      ) {
        // A trial that ends without a card is cancelled at its end; nothing is invoiced.
        sub.status = 'canceled';
        sub.canceledAt = sub.trialEnd;
        sub.endedAt = sub.trialEnd;
        sub.pendingSetupIntent = null;
        this.emit('customer.subscription.deleted', this.renderSubscription(sub, []));
      } else if (sub.status === 'trialing' && sub.trialEnd !== null && sub.trialEnd <= now) {
        sub.periodStart = sub.trialEnd;
        sub.periodEnd = addInterval(sub.trialEnd, sub.price.interval);
        if (sub.defaultPaymentMethod && sub.defaultPaymentMethod !== DECLINED_PAYMENT_METHOD) {
          const invoice = this.newInvoice(sub, 'paid', sub.price.unitAmount);
          sub.latestInvoice = invoice.id;
          sub.status = 'active';
          this.emit('invoice.paid', this.renderInvoice(invoice, []));
        } else {
          const invoice = this.newInvoice(sub, 'open', sub.price.unitAmount);
          sub.latestInvoice = invoice.id;
          sub.status = 'past_due';
          this.emit('invoice.payment_failed', this.renderInvoice(invoice, []));
        }
        this.emit('customer.subscription.updated', this.renderSubscription(sub, []));
      }
    }
  }

  /** Creates an event, records it, and delivers it when a webhook URL is set. */
  emit(type: string, object: Json): Json {
    const event: Json = {
      id: newId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: this.now(),
      data: { object },
      livemode: false,
      pending_webhooks: this.options.webhookUrl ? 1 : 0,
      request: { id: null, idempotency_key: null },
      type,
    };
    this.events.push(event);
    if (this.options.webhookUrl && this.options.webhookSecret) {
      const delivery = this.deliver(event).finally(() => this.deliveries.delete(delivery));
      this.deliveries.add(delivery);
    }
    return event;
  }

  private async deliver(event: Json): Promise<void> {
    const payload = JSON.stringify(event, null, 2);
    let status: number | string = 'not sent';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      try {
        const response = await fetch(this.options.webhookUrl!, {
          method: 'POST',
          headers: {
            'content-type': 'application/json; charset=utf-8',
            'stripe-signature': StripeDouble.sign(payload, this.options.webhookSecret!),
          },
          body: payload,
        });
        status = response.status;
        if (response.ok) return;
      } catch (error) {
        status = (error as Error).message;
      }
      await new Promise((resolve) => setTimeout(resolve, 200 * 2 ** attempt));
    }
    this.failedDeliveries.push({ eventId: String(event.id), status });
  }

  // ---- HTTP ----------------------------------------------------------------------------------

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://double');
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const method = req.method ?? 'GET';
    try {
      if (method === 'GET' && url.pathname === '/stripe.js') {
        res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
        return void res.end(standInStripeJs('v1'));
      }
      if (url.pathname.startsWith('/portal/')) return this.portal(method, url, res);
      if (url.pathname.startsWith('/_double/')) {
        const body = raw ? (JSON.parse(raw) as Json) : {};
        this.control(method, url.pathname, body);
        return this.send(res, 200, { ok: true });
      }
      const key = req.headers['idempotency-key'];
      const idempotencyKey = typeof key === 'string' ? key : null;
      if (this.options.recordRequests !== false)
        this.requests.push({ method, path: url.pathname, idempotencyKey });
      const params = (
        method === 'GET' || method === 'DELETE' ? qs.parse(url.search.slice(1)) : qs.parse(raw)
      ) as Json;
      this.authorize(
        req.headers.authorization ?? (typeof params.key === 'string' ? params.key : undefined),
        url.pathname,
      );
      const cacheKey = idempotencyKey ? `${method} ${url.pathname} ${idempotencyKey}` : null;
      const cached = cacheKey ? this.idempotent.get(cacheKey) : undefined;
      if (cached) {
        res.setHeader('idempotent-replayed', 'true');
        return this.send(res, cached.status, cached.body);
      }
      let status = 200;
      let body: unknown;
      try {
        body = this.route(method, url.pathname, params);
      } catch (error) {
        if (!(error instanceof DoubleError)) throw error;
        status = error.status;
        body = { error: { type: error.type, message: error.message, code: error.code } };
      }
      if (cacheKey && method === 'POST') this.idempotent.set(cacheKey, { status, body });
      this.send(res, status, body);
    } catch (error) {
      if (error instanceof DoubleError) {
        return this.send(res, error.status, {
          error: { type: error.type, message: error.message, code: error.code },
        });
      }
      this.send(res, 500, { error: { type: 'api_error', message: (error as Error).message } });
    } finally {
      if (method !== 'GET') this.saveOrSay();
    }
  }

  /** A state file that cannot be written is said, and the double goes on in memory. */
  private saveOrSay(): void {
    try {
      this.save();
    } catch (error) {
      process.stderr.write(
        `Stripe double: could not keep its state in ${this.options.stateFile} (${(error as Error).message})\n`,
      );
    }
  }

  private send(res: ServerResponse, status: number, body: unknown): void {
    res.writeHead(status, {
      'content-type': 'application/json',
      'request-id': newId('req'),
      'access-control-allow-origin': '*',
    });
    res.end(JSON.stringify(body));
  }

  private authorize(header: string | undefined, path: string): void {
    const key = header?.replace(/^Bearer /, '') ?? '';
    // Stripe.js confirms intents with the publishable key; everything else needs a secret key.
    const publishableAllowed = /\/(setup|payment)_intents\/[^/]+\/confirm$/.test(path);
    if (/^sk_test_/.test(key) || (publishableAllowed && /^pk_test_/.test(key))) return;
    throw new DoubleError(401, 'invalid_request_error', 'Invalid API Key provided');
  }

  private route(method: string, path: string, params: Json): unknown {
    const parts = path.split('/').filter(Boolean);
    const expand = ((params.expand as string[] | undefined) ?? []).map(String);
    const [version, resource, id, action] = parts;
    if (version !== 'v1')
      throw new DoubleError(
        404,
        'invalid_request_error',
        `Unrecognized request URL (${method}: ${path})`,
      );
    if (resource === 'customers' && method === 'POST' && !id) return this.createCustomer(params);
    if (resource === 'customers' && method === 'GET' && id) return this.customerOf(id);
    if (resource === 'customers' && method === 'POST' && id) return this.updateCustomer(id, params);
    if (resource === 'customers' && method === 'DELETE' && id) return this.deleteCustomer(id);
    if (resource === 'subscriptions') {
      if (method === 'POST' && !id) return this.createSubscription(params, expand);
      if (method === 'GET' && !id) return this.listSubscriptions(params, expand);
      if (method === 'GET' && id) return this.renderSubscription(this.subscription(id), expand);
      if (method === 'POST' && id) return this.updateSubscription(id, params, expand);
      if (method === 'DELETE' && id) return this.cancelSubscription(id, expand);
    }
    if ((resource === 'setup_intents' || resource === 'payment_intents') && id) {
      if (method === 'GET') return this.renderIntent(this.intent(id));
      if (method === 'POST' && action === 'confirm') return this.confirmIntent(id, params);
    }
    if (resource === 'invoices' && method === 'GET' && id)
      return this.renderInvoice(this.invoice(id), expand);
    if (resource === 'invoices' && method === 'GET') return this.listInvoices(params);
    if (resource === 'billing_portal' && id === 'sessions' && method === 'POST')
      return this.createPortalSession(params);
    if (resource === 'events' && method === 'GET') {
      if (id) return this.events.find((event) => event.id === id) ?? this.missing('event', id);
      return {
        object: 'list',
        url: '/v1/events',
        has_more: false,
        data: [...this.events].reverse().slice(0, Number(params.limit ?? 100)),
      };
    }
    throw new DoubleError(
      404,
      'invalid_request_error',
      `Unrecognized request URL (${method}: ${path})`,
    );
  }

  private missing(kind: string, id: string): never {
    throw new DoubleError(
      404,
      'invalid_request_error',
      `No such ${kind}: '${id}'`,
      'resource_missing',
    );
  }

  private createCustomer(params: Json): Json {
    const customer = {
      id: newId('cus'),
      object: 'customer',
      email: params.email ?? null,
      metadata: params.metadata ?? {},
      created: this.now(),
      livemode: false,
    };
    this.customers.set(customer.id, customer);
    return customer;
  }

  private customerOf(id: string): Json {
    return this.customers.get(id) ?? this.missing('customer', id);
  }

  /** Like Stripe: an empty string unsets a field or a metadata key. */
  private updateCustomer(id: string, params: Json): Json {
    const customer = this.customerOf(id);
    if (params.email !== undefined) customer.email = params.email === '' ? null : params.email;
    if (params.metadata)
      customer.metadata = withMetadata(customer.metadata as Json, params.metadata as Json);
    this.emit('customer.updated', customer);
    return customer;
  }

  /** Like Stripe: the customer's subscriptions end at once, and the customer is gone. */
  private deleteCustomer(id: string): Json {
    const customer = this.customerOf(id);
    for (const sub of this.subscriptions.values()) {
      if (sub.customer === id && !['canceled', 'incomplete_expired'].includes(sub.status))
        this.cancelSubscription(sub.id, []);
    }
    this.customers.delete(id);
    this.emit('customer.deleted', customer);
    return { id, object: 'customer', deleted: true };
  }

  private subscription(id: string): SubscriptionState {
    return this.subscriptions.get(id) ?? this.missing('subscription', id);
  }

  private intent(id: string): IntentState {
    return this.intents.get(id) ?? this.missing('intent', id);
  }

  private invoice(id: string): InvoiceState {
    return this.invoices.get(id) ?? this.missing('invoice', id);
  }

  private createSubscription(params: Json, expand: string[]): Json {
    const customer = String(params.customer ?? '');
    this.customerOf(customer);
    const items = (params.items as Array<{ price?: string }> | undefined) ?? [];
    const price = this.prices.get(String(items[0]?.price ?? ''));
    if (!price)
      throw new DoubleError(
        400,
        'invalid_request_error',
        `No such price: '${items[0]?.price}'`,
        'resource_missing',
      );
    if (params.payment_behavior !== 'default_incomplete') {
      throw new DoubleError(
        400,
        'invalid_request_error',
        'This double supports payment_behavior=default_incomplete only',
      );
    }
    const missingPaymentMethod = String(
      ((params.trial_settings as Json | undefined)?.end_behavior as Json | undefined)
        ?.missing_payment_method ?? 'create_invoice',
    );
    if (missingPaymentMethod !== 'create_invoice' && missingPaymentMethod !== 'cancel') {
      throw new DoubleError(
        400,
        'invalid_request_error',
        `This double supports trial_settings.end_behavior.missing_payment_method create_invoice or cancel, not '${missingPaymentMethod}'`,
      );
    }
    const now = this.now();
    const trialDays = params.trial_period_days ? Number(params.trial_period_days) : 0;
    const trialEnd = trialDays > 0 ? now + trialDays * DAY : null;
    const sub: SubscriptionState = {
      id: newId('sub'),
      customer,
      status: trialEnd ? 'trialing' : 'incomplete',
      price,
      itemId: newId('si'),
      metadata: (params.metadata as Json) ?? {},
      created: now,
      trialEnd,
      periodStart: now,
      periodEnd: trialEnd ?? addInterval(now, price.interval),
      cancelAtPeriodEnd: false,
      cancelAt: null,
      canceledAt: null,
      endedAt: null,
      latestInvoice: '',
      pendingSetupIntent: null,
      defaultPaymentMethod: null,
      missingPaymentMethod,
      saveDefaultPaymentMethod:
        (params.payment_settings as Json | undefined)?.save_default_payment_method ===
        'on_subscription',
    };
    this.subscriptions.set(sub.id, sub);
    const invoice = this.newInvoice(
      sub,
      trialEnd ? 'paid' : 'open',
      trialEnd ? 0 : price.unitAmount,
    );
    sub.latestInvoice = invoice.id;
    if (trialEnd) {
      sub.pendingSetupIntent = this.newIntent('setup_intent', sub, null, 0).id;
    } else {
      invoice.paymentIntent = this.newIntent(
        'payment_intent',
        sub,
        invoice.id,
        price.unitAmount,
      ).id;
    }
    this.emit('customer.subscription.created', this.renderSubscription(sub, []));
    if (trialEnd) this.emit('invoice.paid', this.renderInvoice(invoice, []));
    return this.renderSubscription(sub, expand);
  }

  /** Newest first, filtered by `subscription` and `status` like Stripe's list. */
  private listInvoices(params: Json): Json {
    const data = [...this.invoices.values()]
      .filter((invoice) => !params.subscription || invoice.subscription === params.subscription)
      .filter((invoice) => !params.status || invoice.status === params.status)
      .sort((a, b) => b.created - a.created)
      .slice(0, Number(params.limit ?? 10))
      .map((invoice) => this.renderInvoice(invoice, []));
    return { object: 'list', url: '/v1/invoices', has_more: false, data };
  }

  private listSubscriptions(params: Json, expand: string[]): Json {
    const status = String(params.status ?? 'active');
    const data = [...this.subscriptions.values()]
      .filter((sub) => !params.customer || sub.customer === params.customer)
      .filter((sub) => (status === 'all' ? true : sub.status === status))
      .sort((a, b) => b.created - a.created)
      .map((sub) =>
        this.renderSubscription(
          sub,
          expand.filter((path) => path.startsWith('data.')).map((path) => path.slice(5)),
        ),
      );
    return { object: 'list', url: '/v1/subscriptions', has_more: false, data };
  }

  private updateSubscription(id: string, params: Json, expand: string[]): Json {
    const sub = this.subscription(id);
    if (params.cancel_at_period_end !== undefined) {
      sub.cancelAtPeriodEnd = params.cancel_at_period_end === 'true';
      sub.cancelAt = sub.cancelAtPeriodEnd ? sub.periodEnd : null;
      sub.canceledAt = sub.cancelAtPeriodEnd ? this.now() : null;
    }
    if (params.metadata) sub.metadata = withMetadata(sub.metadata, params.metadata as Json);
    if (params.default_payment_method !== undefined) {
      sub.defaultPaymentMethod = String(params.default_payment_method) || null;
    }
    const items = params.items as Array<{ id?: string; price?: string }> | undefined;
    if (items?.length) this.changePrice(sub, items, String(params.proration_behavior ?? ''));
    this.emit('customer.subscription.updated', this.renderSubscription(sub, []));
    return this.renderSubscription(sub, expand);
  }

  /**
   * A price change as Stripe makes it with `create_prorations` (its default): during a trial
   * only the price changes; on a paid subscription a change of interval starts a new period now
   * and invoices it at once, less the unused part of the old period (a credit larger than the
   * new price is owed back, so the invoice is 0); the same interval waits for the next renewal.
   */
  private changePrice(
    sub: SubscriptionState,
    items: Array<{ id?: string; price?: string }>,
    prorationBehavior: string,
  ): void {
    const [item] = items;
    if (items.length !== 1 || item?.id !== sub.itemId) {
      throw new DoubleError(
        400,
        'invalid_request_error',
        "This double changes the price of the subscription's one item only (items[0][id])",
      );
    }
    const price = this.prices.get(String(item.price ?? ''));
    if (!price) {
      throw new DoubleError(
        400,
        'invalid_request_error',
        `No such price: '${item.price}'`,
        'resource_missing',
      );
    }
    if (prorationBehavior !== '' && prorationBehavior !== 'create_prorations') {
      throw new DoubleError(
        400,
        'invalid_request_error',
        'This double supports proration_behavior=create_prorations only',
      );
    }
    const old = sub.price;
    sub.price = price;
    if (sub.status !== 'active' || old.interval === price.interval) return;
    const now = this.now();
    // Rounded to the cent, as Stripe's proration lines are: the seconds a test takes between
    // subscribing and switching do not change what it is credited.
    const unused = Math.round(
      (old.unitAmount * Math.max(0, sub.periodEnd - now)) /
        Math.max(1, sub.periodEnd - sub.periodStart),
    );
    sub.periodStart = now;
    sub.periodEnd = addInterval(now, price.interval);
    const invoice = this.newInvoice(sub, 'paid', Math.max(0, price.unitAmount - unused));
    sub.latestInvoice = invoice.id;
    this.emit('invoice.paid', this.renderInvoice(invoice, []));
  }

  private cancelSubscription(id: string, expand: string[]): Json {
    const sub = this.subscription(id);
    if (sub.status === 'canceled')
      throw new DoubleError(
        400,
        'invalid_request_error',
        `A canceled subscription can only update its cancellation_details and metadata.`,
      );
    sub.status = 'canceled';
    sub.canceledAt = this.now();
    sub.endedAt = this.now();
    this.emit('customer.subscription.deleted', this.renderSubscription(sub, []));
    return this.renderSubscription(sub, expand);
  }

  private confirmIntent(id: string, params: Json): Json {
    const intent = this.intent(id);
    if (params.client_secret !== undefined && params.client_secret !== intent.clientSecret) {
      throw new DoubleError(
        400,
        'invalid_request_error',
        'The client_secret provided does not match the intent.',
      );
    }
    if (intent.status === 'succeeded') return this.renderIntent(intent);
    const paymentMethod = String(params.payment_method ?? 'pm_card_visa');
    const sub = this.subscription(intent.subscription);
    if (paymentMethod === DECLINED_PAYMENT_METHOD) {
      intent.status = 'requires_payment_method';
      intent.lastError = DECLINE_MESSAGE;
      if (intent.invoice)
        this.emit('invoice.payment_failed', this.renderInvoice(this.invoice(intent.invoice), []));
      throw new DoubleError(402, 'card_error', DECLINE_MESSAGE, 'card_declined');
    }
    intent.status = 'succeeded';
    intent.lastError = null;
    intent.paymentMethod = paymentMethod;
    if (sub.saveDefaultPaymentMethod) sub.defaultPaymentMethod = paymentMethod;
    if (intent.object === 'setup_intent') {
      sub.pendingSetupIntent = null;
    } else {
      const invoice = this.invoice(intent.invoice!);
      invoice.status = 'paid';
      sub.status = 'active';
      this.emit('invoice.paid', this.renderInvoice(invoice, []));
    }
    this.emit('customer.subscription.updated', this.renderSubscription(sub, []));
    return this.renderIntent(intent);
  }

  private createPortalSession(params: Json): Json {
    const customer = String(params.customer ?? '');
    this.customerOf(customer);
    const session = { id: newId('bps'), customer, returnUrl: String(params.return_url ?? '') };
    this.portalSessions.set(session.id, session);
    return {
      id: session.id,
      object: 'billing_portal.session',
      customer,
      return_url: session.returnUrl,
      url: `${this.url}/portal/${session.id}`,
      created: this.now(),
      livemode: false,
    };
  }

  /** A minimal customer portal: the plan, and "Cancel plan" (at period end) back to Distill. */
  private portal(method: string, url: URL, res: ServerResponse): void {
    const [, , sessionId, action] = url.pathname.split('/');
    const session = this.portalSessions.get(sessionId ?? '');
    if (!session) return this.send(res, 404, { error: { message: 'No such portal session' } });
    const subs = [...this.subscriptions.values()].filter(
      (sub) =>
        sub.customer === session.customer &&
        !['canceled', 'incomplete_expired'].includes(sub.status),
    );
    if (method === 'POST' && action === 'cancel') {
      for (const sub of subs) this.cancelAtPeriodEnd(sub.id);
      // Back to the portal page; like Stripe's, it returns to the product through a link.
      res.writeHead(303, { location: `/portal/${session.id}` });
      res.end();
      return;
    }
    const rows = subs
      .map(
        (sub) =>
          `<li>${sub.price.id}: ${sub.status}${sub.cancelAtPeriodEnd ? ' (cancels at period end)' : ''}</li>`,
      )
      .join('');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Stripe double: customer portal</title></head>
<body><h1>Customer portal (Stripe double)</h1><ul>${rows}</ul>
<form method="post" action="/portal/${session.id}/cancel"><button type="submit">Cancel plan</button></form>
<p><a href="${session.returnUrl}">Return to Distill</a></p></body></html>`);
  }

  private control(method: string, path: string, body: Json): void {
    const [, , resource, id, action] = path.split('/');
    if (method !== 'POST') throw new DoubleError(405, 'invalid_request_error', 'POST only');
    if (resource === 'clock' && id === 'advance')
      return this.advanceClock(Number(body.seconds ?? 0));
    if (resource === 'subscriptions' && id && action === 'fail-renewal')
      return this.failRenewal(id);
    if (resource === 'subscriptions' && id && action === 'trial-will-end')
      return this.trialWillEnd(id);
    if (resource === 'subscriptions' && id && action === 'cancel-at-period-end')
      return this.cancelAtPeriodEnd(id);
    throw new DoubleError(404, 'invalid_request_error', `Unknown control ${path}`);
  }

  private newInvoice(
    sub: SubscriptionState,
    status: InvoiceState['status'],
    amountDue: number,
  ): InvoiceState {
    const invoice: InvoiceState = {
      id: newId('in'),
      customer: sub.customer,
      subscription: sub.id,
      status,
      amountDue,
      currency: sub.price.currency,
      paymentIntent: null,
      created: this.now(),
    };
    this.invoices.set(invoice.id, invoice);
    return invoice;
  }

  private newIntent(
    object: IntentState['object'],
    sub: SubscriptionState,
    invoice: string | null,
    amount: number,
  ): IntentState {
    const id = newId(object === 'setup_intent' ? 'seti' : 'pi');
    const intent: IntentState = {
      id,
      object,
      status: 'requires_payment_method',
      clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      customer: sub.customer,
      subscription: sub.id,
      invoice,
      amount,
      currency: sub.price.currency,
      lastError: null,
      paymentMethod: null,
    };
    this.intents.set(id, intent);
    return intent;
  }

  renderSubscription(sub: SubscriptionState, expand: string[]): Json {
    const has = (path: string) => expand.some((e) => e === path || e.startsWith(`${path}.`));
    const invoice = this.invoice(sub.latestInvoice);
    return {
      id: sub.id,
      object: 'subscription',
      customer: sub.customer,
      status: sub.status,
      created: sub.created,
      start_date: sub.created,
      trial_start: sub.trialEnd ? sub.created : null,
      trial_end: sub.trialEnd,
      cancel_at_period_end: sub.cancelAtPeriodEnd,
      cancel_at: sub.cancelAt,
      canceled_at: sub.canceledAt,
      ended_at: sub.endedAt,
      metadata: sub.metadata,
      default_payment_method: sub.defaultPaymentMethod,
      trial_settings: { end_behavior: { missing_payment_method: sub.missingPaymentMethod } },
      livemode: false,
      items: {
        object: 'list',
        has_more: false,
        data: [
          {
            id: sub.itemId,
            object: 'subscription_item',
            current_period_start: sub.periodStart,
            current_period_end: sub.periodEnd,
            quantity: 1,
            price: {
              id: sub.price.id,
              object: 'price',
              currency: sub.price.currency,
              unit_amount: sub.price.unitAmount,
              recurring: { interval: sub.price.interval, interval_count: 1 },
            },
          },
        ],
      },
      latest_invoice: has('latest_invoice')
        ? this.renderInvoice(
            invoice,
            expand.filter((e) => e.startsWith('latest_invoice.')).map((e) => e.slice(15)),
          )
        : invoice.id,
      pending_setup_intent: sub.pendingSetupIntent
        ? has('pending_setup_intent')
          ? this.renderIntent(this.intent(sub.pendingSetupIntent))
          : sub.pendingSetupIntent
        : null,
    };
  }

  renderInvoice(invoice: InvoiceState, expand: string[]): Json {
    const sub = this.subscription(invoice.subscription);
    const intent = invoice.paymentIntent ? this.intent(invoice.paymentIntent) : null;
    return {
      id: invoice.id,
      object: 'invoice',
      customer: invoice.customer,
      status: invoice.status,
      amount_due: invoice.amountDue,
      amount_paid: invoice.status === 'paid' ? invoice.amountDue : 0,
      currency: invoice.currency,
      created: invoice.created,
      livemode: false,
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: invoice.subscription, metadata: sub.metadata },
      },
      ...(expand.includes('confirmation_secret')
        ? {
            confirmation_secret:
              intent && invoice.status === 'open'
                ? { client_secret: intent.clientSecret, type: 'payment_intent' }
                : null,
          }
        : {}),
    };
  }

  renderIntent(intent: IntentState): Json {
    return {
      id: intent.id,
      object: intent.object,
      status: intent.status,
      client_secret: intent.clientSecret,
      customer: intent.customer,
      payment_method: intent.paymentMethod,
      livemode: false,
      ...(intent.object === 'payment_intent'
        ? { amount: intent.amount, currency: intent.currency }
        : {}),
      last_setup_error:
        intent.object === 'setup_intent' && intent.lastError ? { message: intent.lastError } : null,
      last_payment_error:
        intent.object === 'payment_intent' && intent.lastError
          ? { message: intent.lastError }
          : null,
    };
  }
}

/** Metadata merged as Stripe merges it: an empty string removes the key. */
function withMetadata(current: Json, change: Json): Json {
  const merged: Json = { ...current, ...change };
  for (const [key, value] of Object.entries(change)) if (value === '') delete merged[key];
  return merged;
}
