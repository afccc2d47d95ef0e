import '../menu.css';
import { useCallback } from 'react';
import { useNavigate, type Location } from 'react-router-dom';
import { Modal } from '@/components/ui/modal';
import { useProduct } from '../api/get-product';
import type { ProductSelection } from '../lib/selection';
import { ProductView } from './product-view';

type ProductModalProps = {
  productId: string;
  /** The menu page the modal was opened from. */
  background: Location;
  onAddToCart: (selection: ProductSelection) => void;
};

/** /meniu/:productId opened from a card: the product in a dialog over the menu. */
export function ProductModal({ productId, background, onAddToCart }: ProductModalProps) {
  const query = useProduct(productId);
  const navigate = useNavigate();
  const close = useCallback(() => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(`${background.pathname}${background.search}`, { replace: true, preventScrollReset: true });
  }, [navigate, background]);

  return (
    <Modal open onClose={close} title={query.data?.name ?? (query.isError ? 'Produs' : 'Se încarcă…')} closeLabel="Închide produsul">
      <ProductView query={query} onAddToCart={onAddToCart} variant="modal" background={background} />
    </Modal>
  );
}
