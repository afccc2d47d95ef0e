// Lazy chunk: the menu and the product page / modal.
import { useLocation, useParams, type Location } from 'react-router-dom';
import { useBusinessInformation } from '@/features/business/api/get-business-information';
import { MenuPage } from '@/features/menu/components/menu-page';
import { ProductModal } from '@/features/menu/components/product-modal';
import { ProductPage } from '@/features/menu/components/product-page';
import { cakeRequestHref } from '@/features/custom-cakes/lib/start';
import { useAfterLoad } from '@/lib/use-after-load';
import { useAddToCart } from './add-to-cart';

type ProductLocationState = { backgroundLocation?: Location } | null;

export function MenuRoute({ from }: { from?: Location }) {
  // The phone is only for the special categories' offer, under the first screen: asked for
  // once the page has loaded (the cached details show until then).
  const business = useBusinessInformation({ enabled: useAfterLoad() });
  return <MenuPage phone={business.data?.phoneNumber} from={from} cakeRequestHref={cakeRequestHref} />;
}

/**
 * /meniu/:productId — opened from a menu card (with a background location in the
 * history state) it is a modal over the menu; visited directly it is a full page.
 */
export function ProductRoute() {
  const { productId = '' } = useParams();
  const location = useLocation();
  const background = (location.state as ProductLocationState)?.backgroundLocation;
  const addToCart = useAddToCart();
  if (background) {
    return (
      <>
        <MenuRoute from={background} />
        <ProductModal productId={productId} background={background} onAddToCart={addToCart} />
      </>
    );
  }
  return <ProductPage productId={productId} onAddToCart={addToCart} />;
}
