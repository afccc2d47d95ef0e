import type { CakePayment, CakeQuote, CakeRequestDetail, CakeRequestOptions } from '../api/types';

/** The owner's setup as GET /user-service/cake-requests/options answers it in the tests. */
export const OPTIONS: CakeRequestOptions = {
  flavours: ['Vanilie', 'Ciocolată', 'Fistic'],
  fillings: ['Cremă de mascarpone', 'Fructe de pădure'],
  leadDays: 3,
  depositPercent: '30.00',
  freeCancellationDays: 7,
  keptPercent: '50.00',
  restChargeHours: 24,
};

export function quote(extra: Partial<CakeQuote> = {}): CakeQuote {
  return {
    id: 71,
    version: 1,
    latest: true,
    price: '450.00',
    description: 'Tort pe două etaje, figurină de unicorn din pastă de zahăr, cutie.',
    depositPercent: '30.00',
    depositAmount: '135.00',
    validUntil: '2026-12-05',
    lockDate: '2026-12-17',
    createdAt: '2026-11-28T10:00:00+02:00',
    ...extra,
  };
}

/** A card payment as the request lists it: captured unless said otherwise. */
export function payment(extra: Partial<CakePayment> = {}): CakePayment {
  return { purpose: 'DEPOSIT', amount: '135.00', state: 'CAPTURED', capturedAt: '2026-11-29T12:00:00+02:00', refundedAmount: '0.00', ...extra };
}

/** A guest's request for 20-12-2026 at 12:00, picked up in the centre. */
export function cakeRequest(extra: Partial<CakeRequestDetail> = {}): CakeRequestDetail {
  return {
    id: 31,
    status: 'REQUESTED',
    createdAt: '2026-11-27T09:00:00+02:00',
    eventDate: '2026-12-20',
    time: '12:00',
    eventMoment: '2026-12-20T12:00:00+02:00',
    deliveryMethodChosen: 'PICKUP',
    pickupLocationId: 1,
    deliveryDetailsBean: { firstName: 'Sorina', lastName: 'Bucur', phoneNumber: '0722123456', email: 'sorina@example.ro' },
    contactName: 'Sorina Bucur',
    contactEmail: 'sorina@example.ro',
    contactPhone: '0722123456',
    servings: 20,
    flavour: 'Vanilie',
    filling: 'Fructe de pădure',
    inscription: 'La mulți ani, Ana!',
    allergies: 'fără nuci',
    budget: '400.00',
    description: 'Model din galerie: Tort unicorn (Torturi cu figurine). Roz și alb.',
    productId: null,
    categoryId: null,
    restPayment: null,
    declineReason: null,
    orderId: null,
    photos: ['/user-service/cake-requests/31/photos/0?cheie=cheia-secreta'],
    quotes: [],
    payments: [],
    refunds: [],
    changes: [],
    depositPaid: '0.00',
    restDue: '0.00',
    ...extra,
  };
}
