import './business.css';
import { useBusinessInformation } from '../api/get-business-information';

/** The pickup / working points named in the setup. */
export function PickupPoints() {
  const { data } = useBusinessInformation();
  const points = data?.pickupLocations ?? [];
  if (points.length === 0) return null;
  return (
    <ul className="pickup-points">
      {points.map((p) => (
        <li key={p.id} className="pickup-points__item">
          <p className="pickup-points__name">{p.pickupLocationName}</p>
          <p className="pickup-points__text">{p.pickupLocationDescription}</p>
        </li>
      ))}
    </ul>
  );
}
