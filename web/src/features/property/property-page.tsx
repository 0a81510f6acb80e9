import { ArrowLeft, SearchX } from '../../components/icons';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import type { PropertyDetail } from '../../../../shared/properties/api';
import { areaInSqft } from '../../../../shared/properties/rules';
import { PageTitle } from '../../components/page-title';
import { ButtonLink } from '../../components/ui/button-link';
import { frProperty } from './i18n/fr';
import { useProperty } from './api/get-property';
import { PropertyLoading } from './components/property-loading';
import { PropertyHeader } from './components/property-header';
import { MortgageCalculatorIsland, PropertyActionsIsland, PropertyAgentIsland, PropertyGalleryIsland, PropertyLocationIsland } from './components/property-islands';
import { DescriptionSection, EnergySection, FeaturesSection, FinancialSection, PriceHistorySection, ScoresSection } from './components/property-sections';
import { PriceCard, QuickInfoCard } from './components/sidebar-cards';
import { PurchaseCosts } from './components/purchase-costs';
import { isNotFoundError } from '../../lib/http-errors';
import { notify } from '../../lib/toast';

export function PropertyPage() {
  const { id } = useParams();
  const { data: property, error } = useProperty(id);

  useEffect(() => {
    // A 404 has its own page state; anything else (network, 5xx) is also worth a toast.
    if (error && !isNotFoundError(error)) notify.error(frProperty.loadError, { id: 'property-load-error' });
  }, [error]);

  if (!id) return <PropertyUnavailable reason={frProperty.missingId} />;
  // Keyed so the gallery position, calculator and dialogs start over on another property.
  // Data first: a failed background refetch must not replace a page that is already shown.
  if (property) return <PropertyDetailView key={property.id} property={property} />;
  if (error && !property) return <PropertyUnavailable reason={frProperty.notFoundText} />;
  return <PropertyLoading />;
}

function PropertyUnavailable({ reason }: { reason: string }) {
  return (
    <>
      <PageTitle>{frProperty.notFound}</PageTitle>
      <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
        <SearchX aria-hidden="true" className="size-12 text-gold-700" />
        <h1 className="mt-6 text-3xl font-bold text-navy-900">{frProperty.notFound}</h1>
        <p className="mt-4 text-slate-600">{reason}</p>
        <ButtonLink to="/listings" variant="navy" className="mt-8">
          <ArrowLeft aria-hidden="true" className="size-5" />
          {frProperty.backToListings}
        </ButtonLink>
      </section>
    </>
  );
}

function PropertyDetailView({ property }: { property: PropertyDetail }) {
  const area = areaInSqft(property);

  return (
    <>
      <PageTitle>{property.title}</PageTitle>
      <div className="mx-auto max-w-7xl space-y-8 px-4 py-6 sm:px-6 lg:px-8">
        <Link
          to="/listings"
          className="inline-flex items-center gap-2 rounded-md font-medium text-navy-700 hover:text-navy-900 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {frProperty.backToListings}
        </Link>

        <PropertyGalleryIsland id={property.id} />

        <div className="grid gap-8 lg:grid-cols-3">
          <div className="space-y-8 lg:col-span-2">
            <PropertyHeader
              title={property.title}
              status={property.status}
              saleContext={property.saleContext}
              priceReduced={Boolean(property.priceDrop)}
              location={property.location}
              mlsNumber={property.mlsNumber}
              bedrooms={property.bedrooms}
              bathrooms={property.bathrooms}
              parking={property.parkingSpaces}
              areaSqft={area}
              roomsCount={property.roomsCount}
              actions={<PropertyActionsIsland id={property.id} />}
            />
            <DescriptionSection description={property.description} />
            <FeaturesSection property={property} />
            <EnergySection property={property} />
            {/* A buyer's figures (taxes, fees, mortgage, welcome tax) are not a tenant's. */}
            {property.transactionType !== 'rent' && <FinancialSection property={property} />}
            <PriceHistorySection property={property} />
            <ScoresSection property={property} />
            <PropertyLocationIsland id={property.id} />
            {property.transactionType !== 'rent' && (
              <>
                <MortgageCalculatorIsland price={property.price} title={frProperty.mortgageTitle} />
                <PurchaseCosts price={property.price} />
              </>
            )}
          </div>

          <aside className="space-y-6">
            <PriceCard property={property} areaSqft={area} />
            {property.agents[0] && <PropertyAgentIsland id={property.id} />}
            <QuickInfoCard property={property} areaSqft={area} />
          </aside>
        </div>
      </div>
    </>
  );
}
