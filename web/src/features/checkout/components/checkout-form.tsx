import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { FormProvider, useForm, useWatch, type Resolver } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { PageShell } from '@/components/ui/page-shell';
import type { OnlineCard } from '@/lib/card-payment';
import { parseMoney } from '@/lib/money';
import { ROLES } from '@/lib/roles';
import { useLatest } from '@/lib/use-latest';
import { cartTotals, useCartStore } from '@/stores/cart';
import { selectIsSignedIn, useSessionStore } from '@/stores/session';
import type { BusinessInformation, DeliveryMethod } from '@/types/api';
import { useCheckoutCategories } from '../api/get-categories';
import { useAccountPrefill } from '../hooks/use-account-prefill';
import { useMoments } from '../hooks/use-moments';
import { useNow } from '../hooks/use-now';
import { useQuote } from '../hooks/use-quote';
import { useSubmitOrder } from '../hooks/use-submit-order';
import { useZone } from '../hooks/use-zone';
import { checkoutDefaults } from '../lib/defaults';
import { fixedPickup } from '../lib/fixed-pickup';
import { CHECKOUT_TITLE } from '../lib/messages';
import { offeredMethods, offeredPayments } from '../lib/offer';
import { checkoutSchema, type CheckoutContext, type CheckoutValues } from '../lib/schema';
import { AddressFields } from './address-fields';
import { CheckoutGlance } from './checkout-glance';
import { CheckoutSection } from './checkout-section';
import { ContactSection } from './contact-section';
import { DetailsSection } from './details-section';
import { InvoiceSection } from './invoice-section';
import { MethodSection } from './method-section';
import { MomentFields } from './moment-fields';
import { OrderSummary } from './order-summary';
import { PaymentFields } from './payment-fields';
import { PlaceOrderPanel } from './place-order-panel';

type CheckoutFormProps = { business: BusinessInformation; online: OnlineCard; stale: boolean; onEditCart?: () => void; onPlaced: () => void };

/** The checkout's sections in the order the customer fills them; the summary and the button beside them. */
export function CheckoutForm({ business, online, stale, onEditCart, onPlaced }: CheckoutFormProps) {
  const lines = useCartStore((s) => s.lines);
  const user = useSessionStore((s) => s.user);
  const savedAddress = useSessionStore((s) => s.savedAddress);
  const signedInCustomer = useSessionStore((s) => selectIsSignedIn(s) && s.user?.role === ROLES.user);
  const account = signedInCustomer ? (user?.email ?? null) : null;
  const now = useNow();

  const preOrder = lines.some((l) => l.kind === 'product' && l.orderType === 'pre-order');
  const methods = offeredMethods(business);
  const payments = offeredPayments(business, online.offered);
  const totals = cartTotals(lines);

  const form = useForm<CheckoutValues>({
    defaultValues: checkoutDefaults({ business, account, user, savedAddress, methods, payments }),
    // The rules depend on the moment's slots and the totals: the latest are read at each validation.
    resolver: (values, context, options) =>
      (zodResolver(checkoutSchema(ctxRef.current)) as unknown as Resolver<CheckoutValues>)(values, context, options),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const method = useWatch({ control: form.control, name: 'method' }) as DeliveryMethod | '';
  const categories = useCheckoutCategories(lines.some((l) => l.kind === 'product' && l.categoryId != null)).data ?? [];
  const fixed = fixedPickup(lines, categories, business.pickupLocations ?? []);
  const fixedPointId = fixed.kind === 'fixed' ? String(fixed.point.id) : null;
  useEffect(() => {
    if (fixedPointId) form.setValue('pickupLocationId', fixedPointId);
  }, [fixedPointId, form]);
  const zone = useZone({ control: form.control, business, method, lines });
  const moments = useMoments({ business, method, preOrder, now, days: zone.days });
  const quote = useQuote({ control: form.control, lines, method, now });
  const discountBani = parseMoney(quote.data?.discount ?? null) ?? 0;
  const estimatedTotal = Math.max(0, totals.total + (zone.deliveryFee ?? 0) - discountBani);

  const ctx: CheckoutContext = {
    hasPickupLocations: (business.pickupLocations ?? []).length > 0,
    asapAllowed: moments.asapAllowed,
    slots: moments.slots,
    estimatedTotal,
    productsTotal: totals.products,
    minimumOrderValue: zone.minimumOrderValue,
  };
  const ctxRef = useLatest(ctx);

  useAccountPrefill(form, account);
  const submit = useSubmitOrder({ form, lines, slots: moments.slots, asapAllowed: moments.asapAllowed, account, online, onPlaced });
  const canOrder =
    methods.length > 0 &&
    !(preOrder && !business.preOrdersEnabled) &&
    payments.length > 0 &&
    !zone.refusal &&
    !(method === 'PICKUP' && fixed.kind === 'mixed');

  return (
    <PageShell title={CHECKOUT_TITLE} width="wide">
      {stale ? <Alert tone="info">Afișăm ultimele informații salvate despre program și servicii.</Alert> : null}
      <CheckoutGlance estimatedTotal={estimatedTotal} count={lines.reduce((sum, line) => sum + line.quantity, 0)} />
      <FormProvider {...form}>
        <form className="checkout" onSubmit={submit.onSubmit} noValidate aria-label="Finalizarea comenzii">
          <div className="checkout__main">
            <ContactSection signedIn={Boolean(account)} />
            <MethodSection
              business={business}
              methods={methods}
              method={method}
              preOrder={preOrder}
              fixedPickup={fixed}
              address={
                <AddressFields zone={zone.zone} refusal={zone.refusal} minimumOrderValue={zone.minimumOrderValue} productsTotal={totals.products} />
              }
            />
            {method && moments.rules?.enabled ? (
              <CheckoutSection name="moment" title="Ziua și ora">
                <MomentFields slots={moments.slots} asapAllowed={moments.asapAllowed} asapClosedNow={Boolean(moments.rules.asap && !moments.openNow)} />
              </CheckoutSection>
            ) : null}
            <CheckoutSection name="payment" title="Plata">
              <PaymentFields
                methods={payments}
                estimatedTotal={estimatedTotal}
                online={{ field: online.field, error: submit.card.cardError, awaiting: submit.card.awaiting, forget: submit.card.forget }}
              />
            </CheckoutSection>
            <InvoiceSection />
            <DetailsSection quote={quote} />
          </div>
          <PlaceOrderPanel
            summary={
              <OrderSummary
                lines={lines}
                totals={totals}
                deliveryFee={zone.deliveryFee}
                discounts={quote.data?.discounts ?? []}
                estimatedTotal={estimatedTotal}
                onEditCart={onEditCart}
              />
            }
            refusal={submit.refusal}
            pending={submit.pending}
            canOrder={canOrder}
            awaitingPayment={Boolean(submit.card.awaiting)}
            cardPhase={submit.card.phase}
          />
        </form>
      </FormProvider>
    </PageShell>
  );
}
