import type { UseFormRegisterReturn } from 'react-hook-form';
import { COUNTIES, type CompanyValues } from '@/lib/company';
import { FormField } from './form-field';
import { Input } from './input';
import { Select } from './select';

type CompanyFieldsProps = {
  /** Prefix of the inputs' ids (two forms on one page stay apart). */
  idPrefix: string;
  /** The form's registration of one company field (a checkout nests them, the account does not). */
  field: (name: keyof CompanyValues) => UseFormRegisterReturn;
  error: (name: keyof CompanyValues) => string | undefined;
};

/** The company an invoice is made out to: name, CUI, trade register number and registered address. */
export function CompanyFields({ idPrefix, field, error }: CompanyFieldsProps) {
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <>
      <FormField id={id('company-name')} label="Denumirea firmei" error={error('companyName')}>
        <Input autoComplete="organization" {...field('companyName')} />
      </FormField>
      <div className="form__row">
        <FormField id={id('cui')} label="Cod fiscal (CUI)" error={error('cui')} hint="Cu RO în față dacă firma este plătitoare de TVA.">
          <Input autoComplete="off" autoCapitalize="characters" spellCheck={false} {...field('cui')} />
        </FormField>
        <FormField id={id('registration')} label="Nr. Reg. Com. (opțional)" error={error('registrationNumber')} hint="De exemplu: J32/123/2020">
          <Input autoComplete="off" autoCapitalize="characters" spellCheck={false} {...field('registrationNumber')} />
        </FormField>
      </div>
      <FormField id={id('street')} label="Adresa sediului" error={error('streetAddress')}>
        <Input autoComplete="off" {...field('streetAddress')} />
      </FormField>
      <div className="form__row">
        <FormField id={id('city')} label="Localitatea sediului" error={error('city')}>
          <Input autoComplete="off" {...field('city')} />
        </FormField>
        <FormField id={id('county')} label="Județul sediului" error={error('county')}>
          <Select {...field('county')}>
            <option value="">Alege județul</option>
            {COUNTIES.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
    </>
  );
}
