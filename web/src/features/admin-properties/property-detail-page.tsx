import { ArrowLeft, Bath, BedDouble, Building2, Check, Hash, MapPin, Pencil, Ruler, SearchX, Star, Trash2, type LucideIcon } from '../../components/icons';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { typeLabel } from '../../../../shared/properties/labels';
import { areaInSqft } from '../../../../shared/properties/rules';
import { PageTitle } from '../../components/page-title';
import { Button } from '../../components/ui/button';
import { ButtonLink } from '../../components/ui/button-link';
import { formatNumber } from '../../lib/format';
import { errorMessage, isNotFoundError } from '../../lib/http-errors';
import { notify } from '../../lib/toast';
import type { AdminPropertyDetail } from './api/admin-property-types';
import { useAdminProperty } from './api/get-admin-property';
import { useDeleteProperty } from './api/property-mutations';
import { DeletePropertyDialog } from './components/delete-property-dialog';
import { MortgageCalculator } from '../../components/mortgage-calculator';
import { PhotoGallery } from '../../components/photo-gallery';
import { PhotoGrid } from './components/photo-grid';
import { SideCard } from './components/side-card';
import { frAdminProperties } from './i18n/fr';
import { PROPERTY_TOAST } from './lib/toast-options';

const t = frAdminProperties.detail;
const bathroomCount = new Intl.NumberFormat('fr-CA', { maximumFractionDigits: 1 });

export function PropertyDetailPage() {
  const { id } = useParams();
  const { data: property, error, errorUpdatedAt } = useAdminProperty(id);

  useEffect(() => {
    if (error && !isNotFoundError(error)) notify.error(t.loadError, { ...PROPERTY_TOAST, id: 'admin-property-load-error', description: errorMessage(error) });
  }, [error, errorUpdatedAt]);

  if (property) return <PropertyDetailView key={property.id} property={property} />;
  if (error) return <PropertyMissing text={isNotFoundError(error) ? t.notFoundText : errorMessage(error)} title={isNotFoundError(error) ? t.notFound : t.loadError} />;
  return <DetailSkeleton />;
}

function PropertyMissing({ title, text }: { title: string; text: string }) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center py-16 text-center">
      <PageTitle>{title}</PageTitle>
      <SearchX aria-hidden="true" className="size-12 text-gold-700" />
      <h1 className="mt-6 text-3xl font-bold text-navy-900">{title}</h1>
      <p className="mt-4 text-slate-600">{text}</p>
      <ButtonLink to="/admin/properties" variant="navy" size="md" className="mt-8">
        <ArrowLeft aria-hidden="true" className="size-5" />
        {t.back}
      </ButtonLink>
    </section>
  );
}

function DetailSkeleton() {
  return (
    <div className="mx-auto max-w-7xl">
      <PageTitle>{t.loading}</PageTitle>
      <p role="status" className="sr-only">
        {t.loading}
      </p>
      <div aria-hidden="true" className="animate-pulse space-y-6 motion-reduce:animate-none">
        <div className="h-5 w-48 rounded bg-navy-100" />
        <div className="aspect-[3/2] max-h-[60vh] w-full rounded-2xl bg-navy-100" />
        <div className="grid gap-8 lg:grid-cols-3">
          <div className="space-y-4 lg:col-span-2">
            <div className="h-8 w-2/3 rounded bg-navy-100" />
            <div className="h-5 w-1/2 rounded bg-navy-100" />
            <div className="h-32 rounded-2xl bg-navy-100" />
          </div>
          <div className="h-80 rounded-2xl bg-navy-100" />
        </div>
      </div>
    </div>
  );
}

function PropertyDetailView({ property }: { property: AdminPropertyDetail }) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const deleteProperty = useDeleteProperty();
  const area = areaInSqft(property);

  function confirmDelete() {
    deleteProperty.mutate(property.id, {
      onSuccess: () => {
        notify.success(t.deleted, PROPERTY_TOAST);
        void navigate('/admin/properties', { replace: true });
      },
      onError: (failure) => {
        setConfirming(false);
        notify.error(t.deleteError, { ...PROPERTY_TOAST, description: errorMessage(failure) });
      },
    });
  }

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <PageTitle>{property.title}</PageTitle>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link to="/admin/properties" className="inline-flex items-center gap-2 rounded-md font-medium text-navy-700 hover:text-navy-900 hover:underline">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t.back}
        </Link>
        <div className="flex flex-wrap gap-2">
          <ButtonLink to={`/admin/properties/${property.id}/edit`} variant="navy" size="md">
            <Pencil aria-hidden="true" className="size-4" />
            {t.edit}
          </ButtonLink>
          <Button variant="subtle" size="md" className="text-red-700" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" className="size-4" />
            {t.delete}
          </Button>
        </div>
      </div>

      <PhotoGallery title={property.title} photos={property.photosUrls} virtualTourUrl={property.virtualTourUrl} />

      <div className="grid gap-8 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <header className="space-y-3">
            <div className="flex flex-wrap gap-2">
              <span className={`rounded-full px-3 py-1 text-xs font-bold tracking-wide text-white ${property.isActive ? 'bg-emerald-700' : 'bg-slate-700'}`}>
                {property.isActive ? t.badgeActive : t.badgeInactive}
              </span>
              {property.isFeatured && (
                <span className="inline-flex items-center gap-1 rounded-full bg-gold-400 px-3 py-1 text-xs font-bold tracking-wide text-navy-950">
                  <Star aria-hidden="true" className="size-3.5 fill-navy-950" />
                  {t.featured}
                </span>
              )}
              {property.latitude === undefined && <span className="rounded-full bg-amber-100 px-3 py-1 text-xs font-bold tracking-wide text-amber-900">{t.unlocated}</span>}
            </div>
            <h1 className="text-3xl font-bold tracking-tight break-words text-navy-900">{property.title}</h1>
            <p className="flex items-start gap-1.5 text-slate-600">
              <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0 text-gold-700" />
              {property.location}
            </p>
            {property.mlsNumber && (
              <p className="flex items-center gap-1.5 text-sm text-slate-600">
                <Hash aria-hidden="true" className="size-4 text-gold-700" />
                {t.mls(property.mlsNumber)}
              </p>
            )}
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              <Fact icon={BedDouble} label={t.bedrooms} value={String(property.bedrooms)} />
              <Fact icon={Bath} label={t.bathrooms} value={bathroomCount.format(property.bathrooms)} />
              <Fact icon={Ruler} label={t.area} value={area > 0 ? t.areaValue(formatNumber(area)) : '—'} />
              <Fact icon={Building2} label={t.type} value={typeLabel(property.propertyType)} />
            </dl>
          </header>

          <Card title={t.description}>
            <p className="whitespace-pre-line text-slate-700">{property.description.trim() || t.defaultDescription}</p>
          </Card>
          <Card title={t.features}>
            {property.features?.length ? <CheckList items={property.features} /> : <p className="text-slate-600">{t.noFeatures}</p>}
          </Card>
          <Card title={t.amenities}>
            {property.amenities?.length ? <CheckList items={property.amenities} /> : <p className="text-slate-600">{t.noAmenities}</p>}
          </Card>
          <PhotoGrid title={property.title} photos={property.photosUrls} />
          <MortgageCalculator price={property.price} title={frAdminProperties.mortgageTitle} />
        </div>
        <aside className="min-w-0">
          <div className="lg:sticky lg:top-6">
            <SideCard property={property} />
          </div>
        </aside>
      </div>

      {confirming && <DeletePropertyDialog deleting={deleteProperty.isPending} onConfirm={confirmDelete} onClose={() => setConfirming(false)} />}
    </div>
  );
}

function Fact({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: string }) {
  return (
    <div className="rounded-xl bg-white p-3 ring-1 ring-navy-100">
      <dt className="flex items-center gap-1.5 text-xs font-medium text-slate-600">
        <Icon aria-hidden="true" className="size-4 text-gold-700" />
        {label}
      </dt>
      <dd className="mt-1 font-semibold text-navy-900">{value}</dd>
    </div>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-navy-100">
      <h2 id={headingId} className="text-xl font-bold text-navy-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function CheckList({ items }: { items: readonly string[] }) {
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {items.map((item) => (
        <li key={item} className="flex items-center gap-2 text-slate-700">
          <Check aria-hidden="true" className="size-4 shrink-0 text-emerald-700" />
          {item}
        </li>
      ))}
    </ul>
  );
}
