import { describe, expect, it } from 'vitest';
import { ordersLead } from './orders-lead';

describe("the home program's lead names only the services the business offers", () => {
  it('pickup and delivery on, or not known yet', () => {
    const both = 'Comenzile online pentru ridicare sau livrare se preiau în timpul programului. Pentru torturile întregi comandă cu cel puțin două zile înainte.';
    expect(ordersLead({ pickup: true, delivery: true })).toBe(both);
    expect(ordersLead(undefined)).toBe(both);
  });

  it('delivery off: pickup only', () => {
    const lead = ordersLead({ pickup: true, delivery: false });
    expect(lead).toMatch(/^Comenzile online pentru ridicare din cofetărie se preiau/);
    expect(lead).not.toMatch(/livrare/);
  });

  it('pickup off: delivery only', () => {
    const lead = ordersLead({ pickup: false, delivery: true });
    expect(lead).toMatch(/^Comenzile online pentru livrare la domiciliu se preiau/);
    expect(lead).not.toMatch(/ridicare/);
  });

  it('both off: no online orders', () => {
    expect(ordersLead({ pickup: false, delivery: false })).toBe('Momentan nu primim comenzi online: te așteptăm în cofetărie, în timpul programului.');
  });
});
