import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { Select } from '@/components/ui/select';
import { TextAreaField, TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { addDaysIso, formatIsoDate, todayIso } from '@/lib/bucharest-time';
import { emailField } from '@/lib/email';
import { useBookTable } from '../api/book-table';

export const BOOKED_MESSAGE = 'Rezervarea a fost trimisa cu succes!';
/** "5+" is sent as 10: the service takes a number, and the staff read 10 as "5 or more". */
const PEOPLE = [
  { value: 1, label: '1 persoană' },
  { value: 2, label: '2 persoane' },
  { value: 3, label: '3 persoane' },
  { value: 4, label: '4 persoane' },
  { value: 5, label: '5 persoane' },
  { value: 10, label: '5+ persoane' },
];

const schema = z.object({
  fullName: z.string().trim().min(1, 'Numele complet este obligatoriu.'),
  email: emailField({ required: 'Adresa de email este obligatorie.' }),
  phoneNumber: z.string().trim().min(1, 'Numărul de telefon este obligatoriu.'),
  reservationDate: z.string().min(1, 'Data rezervării este obligatorie.'),
  time: z.string().min(1, 'Ora rezervării este obligatorie.'),
  numberOfPeople: z.coerce.number<string>().pipe(z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(10)])),
  additionalInformation: z.string(),
});
type Values = z.input<typeof schema>;

function defaults(): Values {
  return {
    fullName: '',
    email: '',
    phoneNumber: '',
    reservationDate: addDaysIso(todayIso(), 1),
    time: '19:00',
    numberOfPeople: '2',
    additionalInformation: '',
  };
}

/** The home page's table booking: date tomorrow and 19:00 unless changed, the usual evening booking. */
export function ReservationForm() {
  const booking = useBookTable();
  const [failure, setFailure] = useState<string | null>(null);
  const [booked, setBooked] = useState<{ date: string; time: string } | null>(null);
  const { control, register, handleSubmit, reset } = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: defaults(),
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await booking.mutateAsync({ ...values, additionalInformation: values.additionalInformation || null });
      setBooked({ date: values.reservationDate, time: values.time });
      reset(defaults());
    } catch (error) {
      setFailure(errorMessage(error));
    }
  });

  return (
    <>
      <form className="reservation-form" onSubmit={onSubmit} noValidate aria-label="Rezervă o masă">
        <div className="reservation-form__grid">
          <TextField control={control} name="fullName" id="res-name" label="Nume complet" autoComplete="name" />
          <TextField control={control} name="email" id="res-email" label="E-mail" type="email" autoComplete="email" />
          <TextField control={control} name="phoneNumber" id="res-phone" label="Telefon" type="tel" autoComplete="tel" />
          <FormField id="res-people" label="Număr de persoane">
            <Select {...register('numberOfPeople')}>
              {PEOPLE.map((p) => (
                <option key={p.value} value={p.value}>
                  {p.label}
                </option>
              ))}
            </Select>
          </FormField>
          <TextField control={control} name="reservationDate" id="res-date" label="Data" type="date" min={todayIso()} />
          <TextField control={control} name="time" id="res-time" label="Ora" type="time" step={900} />
        </div>
        <TextAreaField control={control} name="additionalInformation" id="res-info" label="Informații suplimentare" rows={3} />
        {failure ? (
          <p className="field__error" role="alert">
            Error: {failure}
          </p>
        ) : null}
        <Button type="submit" loading={booking.isPending}>
          Rezervă masa
        </Button>
      </form>
      <Modal open={booked !== null} onClose={() => setBooked(null)} title="Masa a fost rezervată">
        <p role="status">{BOOKED_MESSAGE}</p>
        {booked ? (
          <p>
            Te așteptăm pe {formatIsoDate(booked.date)} la ora {booked.time}. Îți confirmăm rezervarea și pe e-mail.
          </p>
        ) : null}
      </Modal>
    </>
  );
}
