/** What a provider needs to prepare the payment of one master order. */
export interface IntentRequest {
  orderNo: string;
  amountCents: number;
  currency: string;
  /** master_order.pay_attempt: with the order number it makes the provider's idempotency key. */
  attempt: number;
  description: string;
  /** The intent already made for this attempt, to reuse. */
  existingIntentId: string | null;
}

export interface PreparedIntent {
  intentId: string;
  clientSecret: string;
}

/** Money handed back on a paid intent (a retried request with the same idempotency key answers the same refund). */
export interface ProviderRefund {
  refundId: string;
  amountCents: number;
  currency: string;
  /** succeeded, or pending while the provider settles it. */
  status: string;
}

/** The existing intent can no longer be paid (cancelled at the provider): the caller starts a new attempt. */
export class IntentGoneError extends Error {
  constructor(public readonly intentId: string) {
    super(`payment intent ${intentId} can no longer be paid`);
    this.name = 'IntentGoneError';
  }
}

/**
 * A card payment provider: Stripe, or the built-in test card provider that stands in for it without network.
 * Neither marks an order paid: that happens only when a signed webhook event reaches the webhook handler.
 */
export interface PaymentProvider {
  /** 'none': no provider configured (card payment off), every payment is refused. */
  readonly kind: 'stripe' | 'test' | 'none';
  /** Reuses the attempt's open intent, or creates one for the amount (in cents); answers its client secret. */
  prepare(request: IntentRequest): Promise<PreparedIntent>;
  /** Cancels an intent of a cancelled order, so it can no longer be paid. */
  cancel(intentId: string): Promise<void>;
  /**
   * Refunds `amountCents` of a paid intent. The idempotency key makes a retry the same refund: the money goes back
   * once however often it is called.
   */
  refund(intentId: string, amountCents: number, idempotencyKey: string): Promise<ProviderRefund>;
}
