import { describe, expect, it } from 'vitest';
import { daysBetween, KINDS, PAGE_OF_KIND } from './kinds';

describe('promotion kinds', () => {
  it('computes the combo validity from its dates', () => {
    expect(daysBetween('2026-12-01', '2026-12-11')).toBe(10);
    expect(daysBetween('2026-12-01', '2026-12-01')).toBe(0);
  });

  it('has one admin page per kind', () => {
    expect(Object.keys(KINDS)).toHaveLength(8);
    expect(PAGE_OF_KIND.FREE_ITEM).toBe('free-item');
  });
});
