/** Which ways to receive an online order the business offers (setup, "Servicii oferite"). */
export type OnlineOrders = { pickup: boolean; delivery: boolean };

const WHOLE_CAKES = 'Pentru torturile întregi comandă cu cel puțin două zile înainte.';

/**
 * The home program's lead: names only the services the business has switched on, and says so
 * when online orders are off altogether. Unknown (details still loading): both, as in the demo shop.
 */
export function ordersLead(orders?: OnlineOrders): string {
  const { pickup, delivery } = orders ?? { pickup: true, delivery: true };
  if (!pickup && !delivery) return 'Momentan nu primim comenzi online: te așteptăm în cofetărie, în timpul programului.';
  const ways = pickup && delivery ? 'ridicare sau livrare' : pickup ? 'ridicare din cofetărie' : 'livrare la domiciliu';
  return `Comenzile online pentru ${ways} se preiau în timpul programului. ${WHOLE_CAKES}`;
}
