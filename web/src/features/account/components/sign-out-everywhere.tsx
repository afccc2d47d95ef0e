import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Section } from '@/components/ui/section';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { isApiError } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { useEndSession } from '@/lib/use-end-session';
import { useSignOutEverywhere } from '../api/sign-out-everywhere';
import { MSG } from '../lib/messages';

/** On the profile page: ends the account's sessions everywhere, then signs out here. */
export function SignOutEverywhere() {
  const [asking, setAsking] = useState(false);
  const mutation = useSignOutEverywhere();
  const endSession = useEndSession();

  const confirm = async () => {
    try {
      const answer = await mutation.mutateAsync();
      toast.success(answer?.message || MSG.signedOutEverywhere);
      endSession('/');
    } catch (error) {
      setAsking(false);
      // A 401 already signed out here and went to /auth (the API client).
      if (!(isApiError(error) && error.status === 401)) notifyError(error, MSG.signOutEverywhereFailed);
    }
  };

  return (
    <Section className="card" titleClassName="account-section__title" title="Dispozitive conectate">
      <p className="account-section__lead">{MSG.signOutEverywhereLead}</p>
      <div>
        <Button variant="secondary" onClick={() => setAsking(true)}>
          {MSG.signOutEverywhere}
        </Button>
      </div>
      <ConfirmDialog
        open={asking}
        title={`${MSG.signOutEverywhere}?`}
        confirmLabel="Da, deconectează-mă"
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
        loading={mutation.isPending}
      >
        <p>{MSG.signOutEverywhereConfirm}</p>
      </ConfirmDialog>
    </Section>
  );
}
