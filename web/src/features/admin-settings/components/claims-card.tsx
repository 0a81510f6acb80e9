import { useId, type ReactNode } from 'react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { CLAIM_LIMITS, type SiteClaims } from '../../../../../shared/settings/claims';
import { siteClaimsSchema, type SiteClaimsInput } from '../../../../../shared/settings/schema';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { frAdmin } from '../../../i18n/fr-admin';
import { notify } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { useSaveSiteClaims } from '../api/site-settings';
import { frSettings } from '../i18n/fr';

const t = frSettings.site;
type Form = UseFormReturn<SiteClaimsInput, unknown, SiteClaims>;
const emptyFigure = { value: '', label: '', detail: '', source: '', asOf: '' };

/** One kind of claim: its rows, an 'add' button while below the limit, and the list's own error. */
function Rows({ form, kind, legend, count, children, onAdd, addLabel, max }: { form: Form; kind: keyof SiteClaimsInput; legend: string; count: number; children: (index: number) => ReactNode; onAdd: () => void; addLabel: string; max: number }) {
  return (
    <fieldset className="space-y-3">
      <legend className="font-semibold text-navy-900">{legend}</legend>
      {Array.from({ length: count }, (_, index) => children(index))}
      {count < max && (
        <Button type="button" variant="navy-outline" size="sm" onClick={onAdd}>
          {addLabel}
        </Button>
      )}
      {typeof form.formState.errors[kind]?.message === 'string' && <p className="text-sm text-red-700">{form.formState.errors[kind]?.message}</p>}
    </fieldset>
  );
}

function FigureRows({ form, kind, legend }: { form: Form; kind: 'sellerFigures' | 'marketFigures'; legend: string }) {
  const rows = useFieldArray({ control: form.control, name: kind });
  const errors = form.formState.errors[kind];
  return (
    <Rows form={form} kind={kind} legend={legend} count={rows.fields.length} onAdd={() => rows.append(emptyFigure)} addLabel={t.addFigure} max={CLAIM_LIMITS[kind]}>
      {(index) => (
        <fieldset key={rows.fields[index]?.id} className="grid gap-3 rounded-lg border border-navy-100 p-3 sm:grid-cols-2">
          <legend className="px-1 text-sm font-medium text-navy-800">{t.figure(index + 1)}</legend>
          <TextField label={t.value} required error={errors?.[index]?.value?.message} {...form.register(`${kind}.${index}.value`)} />
          <TextField label={t.label} required error={errors?.[index]?.label?.message} {...form.register(`${kind}.${index}.label`)} />
          <TextField label={t.detail} className="sm:col-span-2" error={errors?.[index]?.detail?.message} {...form.register(`${kind}.${index}.detail`)} />
          <TextField label={t.source} required error={errors?.[index]?.source?.message} {...form.register(`${kind}.${index}.source`)} />
          <TextField label={t.asOf} type="date" required error={errors?.[index]?.asOf?.message} {...form.register(`${kind}.${index}.asOf`)} />
          <div className="sm:col-span-2">
            <Button type="button" variant="ghost" size="sm" onClick={() => rows.remove(index)} aria-label={`${t.remove} : ${t.figure(index + 1)}`}>
              {t.remove}
            </Button>
          </div>
        </fieldset>
      )}
    </Rows>
  );
}

function GuaranteeRows({ form }: { form: Form }) {
  const rows = useFieldArray({ control: form.control, name: 'sellerGuarantees' });
  const errors = form.formState.errors.sellerGuarantees;
  return (
    <Rows form={form} kind="sellerGuarantees" legend={t.sellerGuarantees} count={rows.fields.length} onAdd={() => rows.append({ title: '', text: '' })} addLabel={t.addGuarantee} max={CLAIM_LIMITS.sellerGuarantees}>
      {(index) => (
        <fieldset key={rows.fields[index]?.id} className="grid gap-3 rounded-lg border border-navy-100 p-3 sm:grid-cols-2">
          <legend className="px-1 text-sm font-medium text-navy-800">{t.guarantee(index + 1)}</legend>
          <TextField label={t.guaranteeTitle} required error={errors?.[index]?.title?.message} {...form.register(`sellerGuarantees.${index}.title`)} />
          <TextField label={t.guaranteeText} required error={errors?.[index]?.text?.message} {...form.register(`sellerGuarantees.${index}.text`)} />
          <div className="sm:col-span-2">
            <Button type="button" variant="ghost" size="sm" onClick={() => rows.remove(index)} aria-label={`${t.remove} : ${t.guarantee(index + 1)}`}>
              {t.remove}
            </Button>
          </div>
        </fieldset>
      )}
    </Rows>
  );
}

/** Paramètres → Site: the brokerage's figures (each with its source and date) and guarantees, saved together. */
export function ClaimsCard({ claims }: { claims: SiteClaims }) {
  const form = useZodForm(siteClaimsSchema, { defaultValues: claims });
  const save = useSaveSiteClaims();
  const titleId = useId();
  const submit = form.handleSubmit(async (values) => {
    try {
      form.reset(await save.mutateAsync(values));
      notify.success(t.claimsSaved);
    } catch (error) {
      notify.error(t.claimsError, { description: error instanceof Error ? error.message : undefined });
    }
  });
  return (
    <form noValidate onSubmit={submit} aria-labelledby={titleId} className="space-y-6 rounded-xl border border-navy-100 bg-white p-5 shadow-sm lg:col-span-2">
      <div>
        <h2 id={titleId} className="text-lg font-semibold text-navy-900">
          {t.claimsTitle}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t.claimsText}</p>
      </div>
      <GuaranteeRows form={form} />
      <FigureRows form={form} kind="sellerFigures" legend={t.sellerFigures} />
      <FigureRows form={form} kind="marketFigures" legend={t.marketFigures} />
      <Button type="submit" size="md" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? frAdmin.common.saving : frAdmin.common.save}
      </Button>
    </form>
  );
}
