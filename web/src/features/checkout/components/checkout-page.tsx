import '../checkout.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useLatest } from '@/lib/use-latest';
import { FormProvider, useForm, useWatch, type Resolver } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Checkbox, Input, Textarea } from '@/components/ui/input';
import { EmptyState } from '@/components/ui/empty-state';
import { FormField } from '@/components/ui/form-field';
import { PageLoader } from '@/components/ui/spinner';
import { PageShell } from '@/components/ui/page-shell';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { errorMessage, isApiError } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { formatBani, formatMoney } from '@/lib/format';
import { parseMoney } from '@/lib/money';
import { errorToastText } from '@/lib/notify';
import { ROLES } from '@/lib/roles';
import { cartTotals, useCartStore } from '@/stores/cart';
import { selectIsSignedIn, useSessionStore } from '@/stores/session';
import { useAddressPrefill } from '../api/get-address-prefill';
import { useContactPrefill } from '../api/get-contact-prefill';
import { useAvailableDays } from '../api/get-available-days';
import { usePlaceOrder } from '../api/place-order';
import { usePriceCart } from '../api/price-cart';
import type { BusinessInformation, DeliveryMethod, PaymentOption } from '@/types/api';
import { checkoutKey, isDefiniteRefusal, resetCheckoutKey } from '../lib/idempotency';
import { MSG, CHECKOUT_TITLE, METHOD_LABELS, minimumOrderMessage, PLACE_ORDER_LABEL, TERMS_LABEL_BEFORE, TERMS_LINK_TEXT } from '../lib/messages';
import { availableSlots, isOpenAt, methodEnabled, momentRules } from '../lib/moments';
import { buildOrderBody, orderItems, serverFieldToForm } from '../lib/payload';
import { useDebounced } from '../lib/use-debounced';
import { checkoutSchema, type CheckoutContext, type CheckoutValues } from '../lib/schema';
import { useNow } from '../lib/use-now';
import { MomentFields } from './moment-fields';
import { OrderSummary } from './order-summary';
import { PaymentFields } from './payment-fields';

type CheckoutPageProps = {
  business: BusinessInformation | undefined;
  businessLoading: boolean;
  businessError: boolean;
  /** Opens the cart dialog ('Modifică coșul'). */
  onEditCart?: () => void;
};

const ORDER_FAILED = 'comanda nu a putut fi plasată';
const WEEKDAY_NAMES: Record<number, string> = { 1: 'luni', 2: 'marți', 3: 'miercuri', 4: 'joi', 5: 'vineri', 6: 'sâmbătă', 7: 'duminică' };

/** /checkout: contact, method, place, moment, payment, coupon, terms, summary; places the order once. */
export function CheckoutPage({ business, businessLoading, businessError, onEditCart }: CheckoutPageProps) {
  const lines = useCartStore((s) => s.lines);
  const [placing, setPlacing] = useState(false);

  if (placing) return <PageLoader label="Se deschide confirmarea comenzii…" />;
  if (lines.length === 0) {
    return (
      <PageShell title={CHECKOUT_TITLE} width="narrow">
        <EmptyState title="Coșul tău este gol." description="Adaugă produse din meniu, apoi revino aici." action={<ButtonLink to="/meniu">Vezi meniul</ButtonLink>} />
      </PageShell>
    );
  }
  if (!business) {
    if (businessLoading) return <PageLoader />;
    return (
      <PageShell title={CHECKOUT_TITLE} width="narrow">
        <Alert tone="error">{MSG.businessUnavailable}</Alert>
      </PageShell>
    );
  }
  return <CheckoutForm business={business} stale={businessError} onEditCart={onEditCart} onPlaced={() => setPlacing(true)} />;
}

const METHODS: DeliveryMethod[] = ['PICKUP', 'DELIVERY', 'RESTAURANT'];

function paymentMethods(business: BusinessInformation): PaymentOption[] {
  const out: PaymentOption[] = [];
  if (business.cashPayment) out.push('CASH');
  if (business.cardPayment) out.push('CARD');
  if (business.cashAndCardPayment) out.push('CASH_CARD');
  return out;
}

type CheckoutFormProps = { business: BusinessInformation; stale: boolean; onEditCart?: () => void; onPlaced: () => void };

function CheckoutForm({ business, stale, onEditCart, onPlaced }: CheckoutFormProps) {
  const lines = useCartStore((s) => s.lines);
  const clearCart = useCartStore((s) => s.clear);
  const user = useSessionStore((s) => s.user);
  const savedAddress = useSessionStore((s) => s.savedAddress);
  const signedInCustomer = useSessionStore((s) => selectIsSignedIn(s) && s.user?.role === ROLES.user);
  const account = signedInCustomer ? (user?.email ?? null) : null;
  const contact = useContactPrefill(account);
  const address = useAddressPrefill(account);
  const placeOrder = usePlaceOrder();
  const navigate = useNavigate();
  const now = useNow();
  const submitting = useRef(false);
  const [serverError, setServerError] = useState<{ message: string; retry: boolean } | null>(null);

  const preOrder = lines.some((l) => l.kind === 'product' && l.orderType === 'pre-order');
  const methods = METHODS.filter((m) => methodEnabled(business, m));
  const payments = paymentMethods(business);
  const pickupLocations = business.pickupLocations ?? [];
  const totals = cartTotals(lines);

  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  const form = useForm<CheckoutValues>({
    defaultValues: {
      firstName: account ? text(user?.firstName) : '',
      lastName: account ? text(user?.lastName) : '',
      phoneNumber: account ? text(savedAddress?.phoneNumber) : '',
      email: account ? text(user?.email) : '',
      method: methods[0] ?? '',
      pickupLocationId: pickupLocations.length === 1 ? String(pickupLocations[0].id) : '',
      streetAddress: account ? text(savedAddress?.streetAddress) : '',
      streetNumberAddress: account ? text(savedAddress?.streetNumberAddress) : '',
      buildingNumber: account ? text(savedAddress?.buildingNumber) : '',
      appartmentNumber: account ? text(savedAddress?.appartmentNumber) : '',
      city: (account ? text(savedAddress?.city) : '') || (business.city ?? ''),
      postalCode: '',
      when: 'asap',
      date: '',
      time: '',
      payment: payments[0] ?? '',
      cashAmount: '',
      cardAmount: '',
      coupon: '',
      additionalInformation: '',
      terms: false,
    },
    // The rules depend on the moment's slots and the totals: the latest are read at each validation.
    resolver: (values, context, options) =>
      (zodResolver(checkoutSchema(ctxRef.current)) as unknown as Resolver<CheckoutValues>)(values, context, options),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { register, handleSubmit, setError, getValues, setValue, formState } = form;
  const { errors } = formState;
  const method = useWatch({ control: form.control, name: 'method' }) as DeliveryMethod | '';

  // The moment's rules for the chosen method (a pre-order follows the pre-orders service).
  const rules = useMemo(() => (method ? momentRules(business, method, preOrder) : null), [business, method, preOrder]);
  const allSlots = useMemo(
    () =>
      rules && rules.enabled
        ? availableSlots({
            schedules: business.schedules,
            holidays: business.holidaySchedules,
            scheduleType: rules.scheduleType,
            minAdvance: rules.minAdvance,
            maxAdvance: rules.maxAdvance,
            now,
          })
        : [],
    [business, rules, now],
  );

  // The kitchen's and the zone's limits (issue 12): the server says which days and hours it can
  // serve for this cart and address, and the address's zone (its fee and minimum).
  const [city, postalCode] = useWatch({ control: form.control, name: ['city', 'postalCode'] });
  const [zoneAddress, setZoneAddress] = useState({ city: '', postalCode: '' });
  useEffect(() => {
    const timer = window.setTimeout(() => setZoneAddress({ city: (city ?? '').trim(), postalCode: (postalCode ?? '').trim() }), 400);
    return () => window.clearTimeout(timer);
  }, [city, postalCode]);
  const items = useMemo(() => orderItems(lines), [lines]);
  const daysBody = method
    ? {
        items,
        deliveryMethodChosen: method,
        city: method === 'DELIVERY' ? zoneAddress.city || null : null,
        postalCode: method === 'DELIVERY' ? zoneAddress.postalCode || null : null,
      }
    : null;
  const serverDays = useAvailableDays(daysBody);
  const zoneRefusal =
    method === 'DELIVERY' && isApiError(serverDays.error) && serverDays.error.status === 422 ? errorMessage(serverDays.error, '') : null;
  const zone = method === 'DELIVERY' && !zoneRefusal ? (serverDays.data?.zone ?? null) : null;
  const days = serverDays.data?.days ?? null;
  const slots = useMemo(() => {
    if (!days) return allSlots;
    const offered = new Map(days.filter((d) => d.available).map((d) => [d.date, d]));
    return allSlots
      .map((d) => {
        const day = offered.get(d.date);
        const slotsIn = day ? d.slots.filter((s) => s.time >= (day.firstTime ?? '00:00') && s.time <= (day.lastTime ?? '23:59')) : [];
        return { ...d, slots: slotsIn };
      })
      .filter((d) => d.slots.length > 0);
  }, [allSlots, days]);
  const todayOffered = days ? Boolean(days[0]?.available) : true;
  const openNow = rules ? isOpenAt(now, business.schedules, business.holidaySchedules, rules.scheduleType) : false;
  const asapAllowed = Boolean(rules?.enabled && rules.asap && openNow && todayOffered);
  const deliveryFee = method === 'DELIVERY' ? (parseMoney(zone?.deliveryFee ?? business.deliveryFee ?? null) ?? 0) : null;
  const minimumOrderValue = parseMoney(zone?.minimumOrder ?? business.minimumOrderValue ?? null);
  // The promotions and the typed code, priced by the server as the customer types (nothing saved).
  const [couponTyped, emailTyped, whenTyped] = useWatch({ control: form.control, name: ['coupon', 'email', 'when'] });
  const quoteBody = useDebounced(
    useMemo(
      () => ({
        items: orderItems(lines),
        deliveryMethodChosen: (method || 'PICKUP') as DeliveryMethod,
        // Only whether it is for later matters to the promotions: any later moment says so.
        pickupOrDeliveryMoment: whenTyped === 'asap' || !whenTyped ? null : new Date(now.getTime() + 86_400_000).toISOString(),
        email: emailTyped?.trim() || null,
        coupon: couponTyped?.trim() || null,
      }),
      [lines, method, whenTyped, emailTyped, couponTyped, now],
    ),
  );
  const quote = usePriceCart(quoteBody, lines.length > 0);
  const discountBani = parseMoney(quote.data?.discount ?? null) ?? 0;
  const estimatedTotal = Math.max(0, totals.total + (deliveryFee ?? 0) - discountBani);
  const belowMinimum = method === 'DELIVERY' && minimumOrderValue !== null && totals.products < minimumOrderValue;

  const ctx: CheckoutContext = {
    hasPickupLocations: pickupLocations.length > 0,
    asapAllowed,
    slots,
    estimatedTotal,
    productsTotal: totals.products,
    minimumOrderValue,
  };
  const ctxRef = useLatest(ctx);

  // Prefill for a signed-in customer: fill what the customer has not typed yet.
  useEffect(() => {
    const fill = (name: keyof CheckoutValues, value: string | null | undefined) => {
      if (!value || formState.dirtyFields[name] || getValues(name) === value) return;
      setValue(name, value, { shouldDirty: false });
    };
    if (contact.data) {
      fill('firstName', contact.data.firstName);
      fill('lastName', contact.data.lastName);
      fill('email', contact.data.email);
      fill('phoneNumber', contact.data.phoneNumber);
    }
    if (address.data) {
      fill('streetAddress', address.data.streetAddress);
      fill('streetNumberAddress', address.data.streetNumberAddress);
      fill('buildingNumber', address.data.buildingNumber);
      fill('appartmentNumber', address.data.appartmentNumber);
      fill('city', address.data.cityAddress);
      fill('phoneNumber', address.data.phoneNumber);
    }
  }, [contact.data, address.data, formState.dirtyFields, getValues, setValue]);

  // Built at submit time: the handler touches refs, which is not allowed while rendering.
  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    handleSubmit(async (values) => {
    // A second click while the first is on its way does nothing (the button is disabled too).
      if (submitting.current) return;
      submitting.current = true;
      setServerError(null);
      const body = buildOrderBody(values, lines, slots, asapAllowed);
      const key = checkoutKey();
      try {
        const answer = await placeOrder.mutateAsync({ body, key });
        resetCheckoutKey();
        if (account && values.method === 'DELIVERY') {
          useSessionStore.getState().setSavedAddress({
            streetAddress: body.deliveryDetailsBean.streetAddress,
            streetNumberAddress: body.deliveryDetailsBean.streetNumberAddress,
            buildingNumber: body.deliveryDetailsBean.buildingNumber,
            appartmentNumber: body.deliveryDetailsBean.appartmentNumber,
            city: body.deliveryDetailsBean.city,
            phoneNumber: body.deliveryDetailsBean.phoneNumber,
          });
        }
        onPlaced();
        clearCart();
        navigate(followPath(answer.followUrl, answer.orderNumber), { replace: true, state: { placed: true } });
      } catch (error) {
        const refused = isApiError(error) && isDefiniteRefusal(error.status);
        if (refused) resetCheckoutKey();
        // 429 (too many guest orders): the server's message says when; no "try again now" note.
        const limited = isApiError(error) && error.status === 429;
        applyServerFieldErrors(error, setError, serverFieldToForm);
        setServerError({ message: errorMessage(error, ORDER_FAILED), retry: !refused && !limited });
        toast.error(errorToastText(error, ORDER_FAILED));
      } finally {
        submitting.current = false;
      }
    })(event);

  const pending = placeOrder.isPending || formState.isSubmitting;
  const canOrder = methods.length > 0 && !(preOrder && !business.preOrdersEnabled) && payments.length > 0 && !zoneRefusal;

  return (
    <PageShell title={CHECKOUT_TITLE} width="wide">
      {stale ? <Alert tone="info">Afișăm ultimele informații salvate despre program și servicii.</Alert> : null}
      <FormProvider {...form}>
        <form className="checkout" onSubmit={onSubmit} noValidate aria-label="Finalizarea comenzii">
          <div className="checkout__main">
            <section className="checkout-section" aria-labelledby="checkout-contact-title">
              <h2 className="checkout-section__title" id="checkout-contact-title">
                Datele de contact
              </h2>
              {!account ? (
                <p className="field__hint">
                  Ai cont? <Link to="/auth?mode=authenticate">Autentifică-te</Link> și completăm noi datele.
                </p>
              ) : null}
              <div className="form__row">
                <FormField id="checkout-first-name" label="Prenume" error={errors.firstName?.message}>
                  <Input autoComplete="given-name" {...register('firstName')} />
                </FormField>
                <FormField id="checkout-last-name" label="Nume" error={errors.lastName?.message}>
                  <Input autoComplete="family-name" {...register('lastName')} />
                </FormField>
              </div>
              <div className="form__row">
                <FormField id="checkout-phone" label="Telefon" error={errors.phoneNumber?.message}>
                  <Input type="tel" inputMode="tel" autoComplete="tel" {...register('phoneNumber')} />
                </FormField>
                <FormField id="checkout-email" label="Email" error={errors.email?.message} hint="Îți trimitem aici confirmarea comenzii.">
                  <Input type="email" autoComplete="email" {...register('email')} />
                </FormField>
              </div>
            </section>

            <section className="checkout-section" aria-labelledby="checkout-method-title">
              <h2 className="checkout-section__title" id="checkout-method-title">
                Ridicare sau livrare
              </h2>
              {preOrder ? (
                <Alert tone={business.preOrdersEnabled ? 'info' : 'error'} title="Precomandă">
                  {business.preOrdersEnabled
                    ? 'Coșul conține produse la precomandă: se aplică timpii de precomandă la alegerea zilei și a orei.'
                    : MSG.preOrdersOff}
                </Alert>
              ) : null}
              {methods.length === 0 ? (
                <Alert tone="error">{MSG.noServices}</Alert>
              ) : (
                <ChoiceGroup
                  id="checkout-method"
                  legend="Cum primești comanda?"
                  field={register('method')}
                  error={errors.method?.message}
                  options={methods.map((m) => ({
                    value: m,
                    label: METHOD_LABELS[m],
                    description:
                      m === 'PICKUP'
                        ? 'O ridici tu de la cofetărie.'
                        : m === 'DELIVERY'
                          ? `Taxă de livrare ${formatMoney(business.deliveryFee ?? '0')}.`
                          : 'O servești la masă, în cofetărie.',
                  }))}
                />
              )}
              {method === 'PICKUP' ? (
                pickupLocations.length ? (
                  <ChoiceGroup
                    id="checkout-pickup"
                    legend="Punctul de ridicare"
                    layout="column"
                    field={register('pickupLocationId')}
                    error={errors.pickupLocationId?.message}
                    options={pickupLocations.map((p) => ({ value: String(p.id), label: p.pickupLocationName, description: p.pickupLocationDescription }))}
                  />
                ) : (
                  <p className="checkout-note">
                    Ridici comanda de la {business.name || 'cofetărie'}
                    {business.address ? `, ${[business.address, business.streetNumber].filter(Boolean).join(' ')}${business.city ? `, ${business.city}` : ''}` : ''}.
                  </p>
                )
              ) : null}
              {method === 'DELIVERY' ? (
                <div className="checkout-section__body">
                  {zoneRefusal ? (
                    <Alert tone="error" title="Adresă în afara zonelor de livrare">
                      {zoneRefusal}
                    </Alert>
                  ) : null}
                  {zone ? (
                    <Alert tone="info" title={`Zona de livrare: ${zone.name}`}>
                      <span data-testid="delivery-zone">
                        Taxă de livrare {formatMoney(zone.deliveryFee)}, comandă minimă {formatMoney(zone.minimumOrder)}.
                        {zone.schedule.length
                          ? ` Livrăm în zonă: ${zone.schedule.map((d) => `${WEEKDAY_NAMES[d.dayOfWeek] ?? ''} ${d.hours}`).join(', ')}.`
                          : ''}
                      </span>
                    </Alert>
                  ) : null}
                  {minimumOrderValue !== null ? (
                    <Alert tone={belowMinimum ? 'error' : 'info'}>
                      {minimumOrderMessage(formatBani(minimumOrderValue))}
                      {belowMinimum ? ` Mai adaugă produse de ${formatBani(minimumOrderValue - totals.products)}.` : ''}
                    </Alert>
                  ) : null}
                  <div className="form__row">
                    <FormField id="checkout-street" label="Strada" error={errors.streetAddress?.message}>
                      <Input autoComplete="address-line1" {...register('streetAddress')} />
                    </FormField>
                    <FormField id="checkout-street-number" label="Numărul" error={errors.streetNumberAddress?.message}>
                      <Input {...register('streetNumberAddress')} />
                    </FormField>
                  </div>
                  <div className="form__row">
                    <FormField id="checkout-building" label="Bloc (opțional)" error={errors.buildingNumber?.message}>
                      <Input {...register('buildingNumber')} />
                    </FormField>
                    <FormField id="checkout-apartment" label="Apartament (opțional)" error={errors.appartmentNumber?.message}>
                      <Input {...register('appartmentNumber')} />
                    </FormField>
                  </div>
                  <div className="form__row">
                    <FormField id="checkout-city" label="Localitatea" error={errors.city?.message}>
                      <Input autoComplete="address-level2" {...register('city')} />
                    </FormField>
                    <FormField id="checkout-postal-code" label="Cod poștal (opțional)" error={errors.postalCode?.message}>
                      <Input autoComplete="postal-code" inputMode="numeric" {...register('postalCode')} />
                    </FormField>
                  </div>
                </div>
              ) : null}
              {method === 'RESTAURANT' ? <p className="checkout-note">Pregătim comanda pentru masa ta, în cofetărie.</p> : null}
            </section>

            {method && rules?.enabled ? (
              <section className="checkout-section" aria-labelledby="checkout-moment-title">
                <h2 className="checkout-section__title" id="checkout-moment-title">
                  Ziua și ora
                </h2>
                <MomentFields slots={slots} asapAllowed={asapAllowed} asapClosedNow={Boolean(rules.asap && !openNow)} />
              </section>
            ) : null}

            <section className="checkout-section" aria-labelledby="checkout-payment-title">
              <h2 className="checkout-section__title" id="checkout-payment-title">
                Plata
              </h2>
              <PaymentFields methods={payments} estimatedTotal={estimatedTotal} />
            </section>

            <section className="checkout-section" aria-labelledby="checkout-more-title">
              <h2 className="checkout-section__title" id="checkout-more-title">
                Alte detalii
              </h2>
              <FormField
                id="checkout-coupon"
                label="Cod de reducere (opțional)"
                error={errors.coupon?.message ?? (couponTyped?.trim() && quote.data?.couponMessage && !quote.isFetching ? quote.data.couponMessage : undefined)}
                hint={
                  quote.data?.coupon && couponTyped?.trim()
                    ? `Cuponul ${quote.data.coupon} se aplică.`
                    : 'Codul este verificat pe loc; reducerea se aplică la plasarea comenzii.'
                }
              >
                <Input autoComplete="off" autoCapitalize="characters" {...register('coupon')} />
              </FormField>
              <FormField
                id="checkout-info"
                label="Informații suplimentare (opțional)"
                error={errors.additionalInformation?.message}
                hint={
                  <>
                    O alergie alimentară scrisă aici este folosită doar pentru pregătirea comenzii (vezi{' '}
                    <Link to="/privacy-policy">politica de confidențialitate</Link>). Alergenii fiecărui produs sunt pe pagina lui.
                  </>
                }
              >
                <Textarea rows={3} placeholder="De exemplu: alergii, interfon, detalii pentru livrare" {...register('additionalInformation')} />
              </FormField>
            </section>
          </div>

          <aside className="checkout__aside">
            <OrderSummary
              lines={lines}
              totals={totals}
              deliveryFee={deliveryFee}
              discounts={quote.data?.discounts ?? []}
              estimatedTotal={estimatedTotal}
              onEditCart={onEditCart}
            />
            <Checkbox
              id="checkout-terms"
              label={
                <>
                  {TERMS_LABEL_BEFORE}
                  <Link to="/termeni-si-conditii" target="_blank" rel="noopener">
                    {TERMS_LINK_TEXT}
                    <span className="visually-hidden"> (se deschide într-o filă nouă)</span>
                  </Link>
                </>
              }
              error={errors.terms?.message}
              {...register('terms')}
            />
            {serverError ? (
              <Alert tone="error" title="Comanda nu a fost plasată">
                <p>{serverError.message}</p>
                {serverError.retry ? <p>Poți încerca din nou: comanda nu va fi înregistrată de două ori.</p> : null}
              </Alert>
            ) : null}
            <Button type="submit" size="lg" className="checkout__submit" loading={pending} disabled={pending || !canOrder}>
              {PLACE_ORDER_LABEL}
            </Button>
          </aside>
        </form>
      </FormProvider>
    </PageShell>
  );
}

/** The confirmation page's path from the answer's followUrl (relative or absolute). */
function followPath(followUrl: string | undefined, orderNumber: string): string {
  if (followUrl) {
    try {
      const url = new URL(followUrl, window.location.origin);
      return `${url.pathname}${url.search}`;
    } catch {
      // fall through
    }
  }
  return `/comanda/${encodeURIComponent(orderNumber)}`;
}
