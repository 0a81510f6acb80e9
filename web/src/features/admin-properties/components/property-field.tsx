import { Controller, type FieldPath, type RegisterOptions } from 'react-hook-form';
import { ChoicesField } from '../../../components/admin/choices-field';
import { LinesField } from '../../../components/admin/lines-field';
import { NumberField, SelectField, TextareaField, TextField } from '../../../components/ui/form-field';
import type { useZodForm } from '../../../lib/use-zod-form';
import { frAdminProperties } from '../i18n/fr';
import type { propertyInputSchema, PropertyFormInput } from '../lib/property-form-schema';
import type { FieldDef } from './property-fields';

const t = frAdminProperties.form;

type PropertyFormApi = ReturnType<typeof useZodForm<typeof propertyInputSchema>>;

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const toNumber = (value: unknown) => {
  if (value === '' || value === null || value === undefined) return undefined;
  return typeof value === 'number' ? value : Number(String(value).replace(/\s/g, '').replace(',', '.'));
};
/** Ticked checkboxes: react-hook-form gives an array (or false when none is ticked); none is no list at all. */
const toChoices = (value: unknown) => (Array.isArray(value) && value.length > 0 ? value : undefined);
const toBoolean = (value: unknown) => (value === 'true' || value === true ? true : value === 'false' || value === false ? false : undefined);

function registerField(register: PropertyFormApi['register'], field: FieldDef) {
  const name = field.name as FieldPath<PropertyFormInput>;
  const options: RegisterOptions<PropertyFormInput> =
    field.kind === 'integer' || field.kind === 'decimal'
      ? { setValueAs: toNumber }
      : field.kind === 'boolean'
        ? { setValueAs: toBoolean }
        : field.kind === 'choices'
          ? { setValueAs: toChoices }
          : field.required
            ? {}
            : { setValueAs: emptyToUndefined };
  return register(name, options);
}

/** One field of the property form, drawn by its kind (components/property-fields.tsx). */
export function PropertyField({ field, form }: { field: FieldDef; form: PropertyFormApi }) {
  const { register, control, formState } = form;

  const label = `${t.fields[field.name]}${field.required ? ' *' : ''}`;
  // A list's message may be on one of its items (the third feature too long).
  type FieldError = { message?: string; root?: { message?: string } } | Array<{ message?: string } | undefined>;
  const fieldError = (formState.errors as Record<string, FieldError | undefined>)[field.name];
  const error = Array.isArray(fieldError) ? fieldError.find((item) => item?.message)?.message : (fieldError?.message ?? fieldError?.root?.message);
  const className = field.wide ? 'sm:col-span-2' : undefined;
  switch (field.kind) {
    case 'money':
      return (
        <Controller
         
          control={control}
          name="price"
          render={({ field: controlled }) => (
            <NumberField
              className={className}
              label={label}
              error={error}
              name={controlled.name}
              value={controlled.value}
              onValueChange={controlled.onChange}
              onBlur={controlled.onBlur}
              required
            />
          )}
        />
      );
    case 'textarea':
      return <TextareaField className={className} label={label} error={error} rows={6} {...registerField(register, field)} />;
    case 'lines':
      return (
        <Controller
         
          control={control}
          name={field.name as 'features'}
          render={({ field: controlled }) => (
            // No line is no list at all (an edit then clears it).
            <LinesField className={className} label={label} error={error} value={controlled.value ?? []} onChange={(lines) => controlled.onChange(lines.length > 0 ? lines : undefined)} onBlur={controlled.onBlur} />
          )}
        />
      );
    case 'choices':
      return <ChoicesField className={className} label={label} error={error} options={field.options?.map((option) => option.value) ?? []} {...registerField(register, field)} />;
    case 'select':
      return (
        <SelectField className={className} label={label} error={error} required={field.required} {...registerField(register, field)}>
          {!field.required && <option value="">{t.none}</option>}
          {field.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
      );
    case 'boolean':
      return (
        <SelectField className={className} label={label} error={error} {...registerField(register, field)}>
          <option value="">{t.none}</option>
          <option value="true">{t.yes}</option>
          <option value="false">{t.no}</option>
        </SelectField>
      );
    case 'integer':
    case 'decimal':
      return (
        <TextField
         
          className={className}
          label={label}
          error={error}
          inputMode={field.kind === 'integer' ? 'numeric' : 'decimal'}
          autoComplete="off"
          {...registerField(register, field)}
        />
      );
    default:
      return (
        <TextField
         
          className={className}
          label={label}
          error={error}
          type={field.kind === 'url' ? 'url' : 'text'}
          required={field.required}
          {...registerField(register, field)}
        />
      );
  }
}
