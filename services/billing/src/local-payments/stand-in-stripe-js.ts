/** The card number the stand-in declines, as Stripe's test card 4000 0000 0000 0002. */
export const STAND_IN_DECLINED_CARD = '4000000000000002';

/** Where Stripe.js confirms intents; the browser tests route this origin to the Stripe double. */
export const STRIPE_JS_API = 'https://api.stripe.com/v1';

/**
 * A stand-in for Stripe.js (js.stripe.com cannot load offline), served in its place by the
 * browser tests and, in the local payments mode of `npm start`, by the gateway. It implements
 * what @stripe/stripe-js and @stripe/react-stripe-js call: `Stripe(key)`,
 * `elements({clientSecret})`, a Payment Element (one card-number field), and `confirmSetup` /
 * `confirmPayment`, which confirm the intent at `api` the way Stripe.js does (form body with the
 * publishable key) and then go to `return_url`. `api` may be relative: it is then resolved
 * against the script's own address, so the copy the gateway serves at
 * `/local-payments/stripe.js` confirms at `/local-payments/v1`, the gateway's way to the double.
 */
export function standInStripeJs(api: string = STRIPE_JS_API): string {
  return `(() => {
  const API = new URL(${JSON.stringify(api)}, document.currentScript ? document.currentScript.src : location.href).href.replace(/\\/$/, '');
  const DECLINED = '${STAND_IN_DECLINED_CARD}';
  class PaymentElement {
    constructor(elements, type) { this.elements = elements; this.type = type; this.handlers = {}; }
    on(event, handler) { (this.handlers[event] ||= []).push(handler); return this; }
    once(event, handler) { return this.on(event, handler); }
    off(event, handler) { this.handlers[event] = (this.handlers[event] || []).filter((h) => h !== handler); return this; }
    emit(event, payload) { for (const handler of this.handlers[event] || []) handler(payload); }
    mount(node) {
      const label = document.createElement('label');
      label.textContent = 'Card number';
      label.style.display = 'block';
      this.input = document.createElement('input');
      this.input.name = 'cardnumber';
      this.input.value = '4242424242424242';
      this.input.setAttribute('aria-label', 'Card number');
      this.input.style.cssText = 'width:100%;padding:8px;border:1px solid #888;border-radius:6px;color:#111;background:#fff';
      label.appendChild(this.input);
      node.appendChild(label);
      this.node = node;
      setTimeout(() => { this.emit('ready', { elementType: this.type }); this.emit('change', { complete: true, empty: false }); }, 0);
    }
    update() {}
    focus() { this.input && this.input.focus(); }
    blur() {}
    clear() {}
    collapse() {}
    unmount() { if (this.node) this.node.innerHTML = ''; }
    destroy() { this.unmount(); }
  }
  class Elements {
    constructor(stripe, options) { this.stripe = stripe; this.options = options || {}; this.created = []; }
    create(type, options) { const element = new PaymentElement(this, type, options); this.created.push(element); return element; }
    getElement(type) { return this.created.find((element) => element.type === type) || null; }
    update(options) { Object.assign(this.options, options); }
    async submit() { return {}; }
    fetchUpdates() { return Promise.resolve({}); }
  }
  class StandInStripe {
    constructor(key) { this.key = key; }
    _registerWrapper() {}
    registerAppInfo() {}
    elements(options) { return new Elements(this, options); }
    // Checked by @stripe/react-stripe-js to recognise a Stripe instance; Distill uses none of them.
    createToken() { return Promise.resolve({ error: { message: 'Not available in the stand-in' } }); }
    createPaymentMethod() { return Promise.resolve({ error: { message: 'Not available in the stand-in' } }); }
    confirmCardPayment() { return Promise.resolve({ error: { message: 'Not available in the stand-in' } }); }
    confirmSetup(params) { return this.confirm('setup_intents', 'setup_intent', params); }
    confirmPayment(params) { return this.confirm('payment_intents', 'payment_intent', params); }
    async confirm(resource, param, { elements, confirmParams }) {
      const secret = elements.options.clientSecret;
      const id = secret.split('_secret_')[0];
      const element = elements.getElement('payment');
      const card = element && element.input ? element.input.value.replace(/\\s+/g, '') : '';
      const body = new URLSearchParams({
        key: this.key,
        client_secret: secret,
        payment_method: card === DECLINED ? 'pm_card_chargeDeclined' : 'pm_card_visa',
      });
      const response = await fetch(API + '/' + resource + '/' + id + '/confirm', { method: 'POST', body });
      const result = await response.json();
      if (!response.ok) return { error: { type: result.error.type, code: result.error.code, message: result.error.message } };
      const target = new URL(confirmParams.return_url);
      target.searchParams.set(param, id);
      target.searchParams.set(param + '_client_secret', secret);
      target.searchParams.set('redirect_status', 'succeeded');
      window.location.assign(target.toString());
      return new Promise(() => {});
    }
  }
  window.Stripe = (key, options) => new StandInStripe(key, options);
  window.Stripe.version = 3;
})();
`;
}
