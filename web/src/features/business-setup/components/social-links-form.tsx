import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { CardForm } from '@/components/ui/card-form';
import { TextField } from '@/components/ui/text-field';
import { applyServerFieldErrors, sameNames } from '@/lib/form-errors';
import type { BusinessInformation } from '@/types/api';
import { useSaveSocialLinks } from '../api/save-social-links';
import { MSG } from '../lib/messages';
import { SOCIAL_NETWORKS } from '../lib/places';
import { saveSetup } from '../lib/save';
import { socialLinksSchema, type SocialLinksValues } from '../lib/schemas';
import { SetupData } from './setup-data';

/** The footer's links to the shop's pages: only the filled ones show there. */
export function SocialLinksForm() {
  return <SetupData>{(info) => <SocialLinksBody info={info} />}</SetupData>;
}

function SocialLinksBody({ info }: { info: BusinessInformation }) {
  const mutation = useSaveSocialLinks();
  const { control, handleSubmit, setError, reset } = useForm<SocialLinksValues>({
    resolver: zodResolver(socialLinksSchema),
    mode: 'onTouched',
    defaultValues: { facebookUrl: info.facebookUrl ?? '', instagramUrl: info.instagramUrl ?? '', tiktokUrl: info.tiktokUrl ?? '' },
  });

  const onSubmit = handleSubmit((values) => {
    const trimmed = {
      facebookUrl: values.facebookUrl.trim(),
      instagramUrl: values.instagramUrl.trim(),
      tiktokUrl: values.tiktokUrl.trim(),
    };
    return saveSetup(
      async () => {
        // An emptied field is sent as null: the link leaves the footer.
        await mutation.mutateAsync({
          facebookUrl: trimmed.facebookUrl || null,
          instagramUrl: trimmed.instagramUrl || null,
          tiktokUrl: trimmed.tiktokUrl || null,
        });
        reset(trimmed);
      },
      (error) =>
        applyServerFieldErrors(error, setError, sameNames<SocialLinksValues>(SOCIAL_NETWORKS.map((n) => n.field))),
      MSG.socialLinksSaved,
    );
  });

  return (
    <CardForm
      onSubmit={onSubmit}
      aria-labelledby="social-links-title"
      submitLabel="Salvează linkurile"
      pending={mutation.isPending}
      actionsClassName="adm-actions"
    >
      <div>
        <h2 className="adm-card__title" id="social-links-title">
          Rețele sociale
        </h2>
        <p className="adm-card__lead">{MSG.socialLinkHint}</p>
      </div>
      {SOCIAL_NETWORKS.map((network) => (
        <TextField
          key={network.field}
          control={control}
          name={network.field}
          id={`setup-${network.field}`}
          label={network.label}
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder={`https://www.${network.host}/…`}
        />
      ))}
    </CardForm>
  );
}
