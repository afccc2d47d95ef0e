import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { formatMoney } from '@/lib/format';
import { parseMoney } from '@/lib/money';
import { useCartStore } from '@/stores/cart';
import type { Promotion } from '@/types/api';
import { bundleValid, freeCeiling, offeredOptions, type BundleOption } from '../lib/bundle';

const ADDED = 'Promoția a fost adăugată în coș.';

/** A bundle's chooser: one choice per set, then one promotion line in the cart for the whole bundle. */
export function BundleChooser({ promotion, onClose }: { promotion: Promotion; onClose: () => void }) {
  const sets = promotion.promotionProductBeans ?? [];
  const [chosen, setChosen] = useState<(BundleOption | null)[]>(() => sets.map(() => null));
  const ceiling = freeCeiling(sets, chosen);
  const valid = bundleValid(sets, chosen);

  const choose = (index: number, option: BundleOption) =>
    setChosen((current) => {
      const next = current.map((c, i) => (i === index ? option : c));
      // A free choice no longer allowed by the paid ones is dropped.
      const limit = freeCeiling(sets, next);
      return next.map((c, i) => (sets[i].isFreeProduct && c && (limit === null || (parseMoney(c.price) ?? 0) > limit) ? null : c));
    });

  const add = () => {
    if (!valid) return;
    useCartStore.getState().addPromotion({
      promotionId: promotion.id,
      promotionName: promotion.name,
      promotionImage: promotion.image ?? null,
      productBeans: sets.map((set, i) => {
        const option = chosen[i]!;
        return {
          label: set.productFieldLabel,
          productId: option.productId,
          dimensionId: option.dimensionId,
          dimensionName: option.dimensionName,
          productName: option.productName,
          productPrice: option.price,
          packagePrice: option.packagePrice,
          isFreeProduct: set.isFreeProduct,
        };
      }),
    });
    void import('sonner').then(({ toast }) => toast.success(ADDED));
    onClose();
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={promotion.name}
      footer={
        <Button onClick={add} disabled={!valid}>
          Adaugă în coș
        </Button>
      }
    >
      {sets.map((set, index) => {
        const options = offeredOptions(set, ceiling);
        const label = set.productFieldLabel || (set.isFreeProduct ? 'Produs gratuit' : `Produsul ${index + 1}`);
        return (
          <fieldset key={index} className="bundle-set">
            <legend>
              {label}
              {set.isFreeProduct ? <span className="badge badge--free">gratuit</span> : null}
            </legend>
            {set.isFreeProduct && ceiling === null ? <p className="field__hint">Alegeți întâi produsele plătite.</p> : null}
            {options.map((option) => (
              <label key={option.dimensionId} className="bundle-option">
                <input
                  type="radio"
                  name={`bundle-${promotion.id}-${index}`}
                  checked={chosen[index]?.dimensionId === option.dimensionId}
                  onChange={() => choose(index, option)}
                />{' '}
                {option.productName} ({option.dimensionName}) — {set.isFreeProduct ? 'gratuit' : formatMoney(option.price)}
              </label>
            ))}
          </fieldset>
        );
      })}
    </Modal>
  );
}
