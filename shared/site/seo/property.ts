import type { Accommodation, Offer, Place, PostalAddress, QuantitativeValue, RealEstateListing, WithContext } from 'schema-dts';
import { formatListingPrice } from '../../format.js';
import type { PropertyCard, PropertyDetail } from '../../properties/api.js';
import { typeLabel } from '../../properties/labels.js';
import type { PropertyStatus, PropertyType } from '../../properties/schema.js';
import { seoCopy } from './copy.js';
import { pageHead } from './head.js';
import { brokerageRef, breadcrumbJsonLd } from './json-ld.js';
import { JSON_LD_DESCRIPTION_MAX, metaDescription, plainText, truncate } from './text.js';
import type { PageHead, SiteInfo } from './types.js';
import { absoluteUrl, canonicalUrl, shareImageUrl } from './urls.js';
import { propertyPath } from '../pages.js';

/** Photos listed in a listing's JSON-LD at the most (the page may hold 60). */
export const JSON_LD_PHOTOS_MAX = 10;

/** What schema.org calls each of our property types; land and commercial are plain places. */
const RESIDENCE_TYPE: Record<PropertyType, 'Apartment' | 'SingleFamilyResidence' | 'House' | 'Place'> = {
  condo: 'Apartment',
  appartement: 'Apartment',
  penthouse: 'Apartment',
  loft: 'Apartment',
  maison: 'SingleFamilyResidence',
  maison_de_ville: 'SingleFamilyResidence',
  chalet: 'SingleFamilyResidence',
  villa: 'SingleFamilyResidence',
  duplex: 'House',
  triplex: 'House',
  terrain: 'Place',
  commercial: 'Place',
};

/** Offer availability by listing status: under offer or pending is limited, sold or rented is sold out. */
const AVAILABILITY: Record<PropertyStatus, 'https://schema.org/InStock' | 'https://schema.org/LimitedAvailability' | 'https://schema.org/SoldOut' | 'https://schema.org/Discontinued'> = {
  disponible: 'https://schema.org/InStock',
  en_attente: 'https://schema.org/LimitedAvailability',
  offre_acceptee: 'https://schema.org/LimitedAvailability',
  vendu: 'https://schema.org/SoldOut',
  loue: 'https://schema.org/SoldOut',
  retire: 'https://schema.org/Discontinued',
};

/** « Griffintown, Montréal » → the city is the last part; the neighbourhood stays in the page's text. */
export function propertyAddress(location: string): Exclude<PostalAddress, string> {
  const parts = location.split(',').map((p) => p.trim()).filter(Boolean);
  return { '@type': 'PostalAddress', addressLocality: parts.at(-1) ?? location.trim(), addressRegion: 'QC', addressCountry: 'CA' };
}

/** The main photo first, then the others, each once. */
function photosOf(property: Pick<PropertyDetail, 'imageUrl' | 'photosUrls'>): string[] {
  return [...new Set([property.imageUrl, ...(property.photosUrls ?? [])].filter((u): u is string => typeof u === 'string' && u !== ''))];
}

const plural = (n: number, one: string, many: string) => `${String(n).replace('.', ',')} ${n >= 2 ? many : one}`;

/** « Condo à Griffintown, Montréal : 649 000 $, 2 chambres, 2 salles de bain. » (a rental: « 2 150 $/mois ») */
export function propertySummary(property: Pick<PropertyCard, 'propertyType' | 'location' | 'price' | 'bedrooms' | 'bathrooms' | 'areaSqft'> & Partial<Pick<PropertyCard, 'transactionType'>>): string {
  const details = [
    formatListingPrice(property.price, property.transactionType),
    property.bedrooms > 0 ? plural(property.bedrooms, 'chambre', 'chambres') : undefined,
    property.bathrooms > 0 ? plural(property.bathrooms, 'salle de bain', 'salles de bain') : undefined,
  ].filter(Boolean);
  return `${typeLabel(property.propertyType)} à ${property.location} : ${details.join(', ')}.`;
}

function floorSize(property: Pick<PropertyDetail, 'areaSqft' | 'surfaceArea'>): QuantitativeValue | undefined {
  if (property.areaSqft) return { '@type': 'QuantitativeValue', value: property.areaSqft, unitCode: 'FTK', unitText: 'pi²' };
  if (property.surfaceArea) return { '@type': 'QuantitativeValue', value: property.surfaceArea, unitCode: 'MTK', unitText: 'm²' };
  return undefined;
}

/** The property itself: an apartment, a house or a place, with its address, rooms and floor size. */
function residenceOf(property: PropertyDetail, url: string, images: string[]): Accommodation | Place {
  const type = RESIDENCE_TYPE[property.propertyType] ?? 'Place';
  const base = {
    '@id': `${url}#propriete`,
    name: property.title,
    address: propertyAddress(property.location),
    ...(images[0] ? { image: images[0] } : {}),
  };
  if (type === 'Place') return { '@type': 'Place', ...base };
  const size = floorSize(property);
  const full = Math.floor(property.bathrooms);
  const partial = property.bathrooms > full ? 1 : 0;
  return {
    '@type': type,
    ...base,
    ...(property.roomsCount ? { numberOfRooms: property.roomsCount } : {}),
    ...(property.bedrooms ? { numberOfBedrooms: property.bedrooms } : {}),
    ...(property.bathrooms ? { numberOfBathroomsTotal: full + partial, numberOfFullBathrooms: full, ...(partial ? { numberOfPartialBathrooms: partial } : {}) } : {}),
    ...(size ? { floorSize: size } : {}),
  };
}

/** The listing's JSON-LD: a RealEstateListing page offering the property (price in CAD; a rental, leased by the month) through the brokerage. */
export function propertyJsonLd(property: PropertyDetail, site: SiteInfo): WithContext<RealEstateListing> {
  const url = canonicalUrl(site.origin, propertyPath(property.id));
  const images = photosOf(property).slice(0, JSON_LD_PHOTOS_MAX).map((photo) => absoluteUrl(site.origin, photo));
  const description = truncate(plainText(property.description ?? '') || propertySummary(property), JSON_LD_DESCRIPTION_MAX);
  const terms = {
    price: property.price,
    priceCurrency: 'CAD',
    availability: AVAILABILITY[property.status] ?? 'https://schema.org/InStock',
    url,
    seller: brokerageRef(site),
  } as const;
  // A rental is an offer for lease, its price a month's rent (UN/CEFACT's unit code MON).
  const offer: Offer =
    property.transactionType === 'rent'
      ? { '@type': 'OfferForLease', ...terms, priceSpecification: { '@type': 'UnitPriceSpecification', price: property.price, priceCurrency: 'CAD', unitCode: 'MON', unitText: 'mois' } }
      : { '@type': 'Offer', ...terms };
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    '@id': url,
    url,
    name: property.title,
    description,
    inLanguage: 'fr-CA',
    ...(images.length ? { image: images } : {}),
    ...(property.createdAt ? { datePosted: property.createdAt } : {}),
    mainEntity: residenceOf(property, url, images),
    offers: offer,
    ...(property.mlsNumber ? { identifier: { '@type': 'PropertyValue', propertyID: 'MLS', value: property.mlsNumber } } : {}),
  };
}

/** /property/{id}: the listing with its main photo for sharing, its JSON-LD and breadcrumbs. */
export function propertyHead(property: PropertyDetail, site: SiteInfo): PageHead {
  const path = propertyPath(property.id);
  const photo = photosOf(property)[0];
  return pageHead({
    site,
    title: property.title,
    description: metaDescription([propertySummary(property), plainText(property.description ?? '')], seoCopy.property.fallbackDescription),
    path,
    type: 'website',
    image: photo ? { url: shareImageUrl(site.origin, photo), alt: property.title } : null,
    jsonLd: [
      propertyJsonLd(property, site),
      breadcrumbJsonLd(site, [
        { name: seoCopy.nav.home, path: '/' },
        { name: seoCopy.nav.listings, path: '/listings' },
        { name: property.title, path },
      ]),
    ],
  });
}
