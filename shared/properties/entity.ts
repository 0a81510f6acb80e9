import { Entity } from 'electrodb';
import { bool, entityMatchesSchema, gsi, model, num, oneOf, primary, reqBool, reqNum, reqOneOf, reqStr, str, strList } from '../db/model.js';
import type { PropertyDerivedKey } from './keys.js';
import { ENERGY_CLASSES, PROPERTY_STATUSES, PROPERTY_TYPES, type Property, type PropertyAgentLink } from './schema.js';

export const PropertyEntity = new Entity({
  model: model('property'),
  attributes: {
    id: reqStr,
    title: reqStr,
    description: str,
    price: reqNum,
    location: reqStr,
    propertyType: reqOneOf(PROPERTY_TYPES),
    status: oneOf(PROPERTY_STATUSES),
    imageUrl: str,
    photosUrls: strList,
    virtualTourUrl: str,
    bedrooms: num,
    bathrooms: num,
    areaSqft: num,
    surfaceArea: num,
    roomsCount: num,
    mlsNumber: str,
    rating: num,
    createdAt: reqStr,
    isActive: reqBool,
    isFeatured: reqBool,
    daysOnMarket: num,
    // Zero-padded: it is the sort key of the most-viewed index.
    viewsCount: { type: 'number', padding: { length: 10, char: '0' } },
    garageSpaces: num,
    totalFloors: num,
    fireplacePresent: bool,
    basementType: str,
    dpeEnergyClass: oneOf(ENERGY_CLASSES),
    dpeGesClass: oneOf(ENERGY_CLASSES),
    energyEfficiencyRating: num,
    carbonFootprint: num,
    heatingType: str,
    heatingFuel: str,
    airConditioning: str,
    propertyTaxesAnnual: num,
    hoaFees: num,
    maintenanceFees: num,
    insuranceAnnual: num,
    closingCostsEstimate: num,
    walkScore: num,
    transitScore: num,
    bikeScore: num,
    updatedAt: str,
    // Derived by keys.ts on every write.
    searchText: str,
    locationKey: str,
    listState: reqStr,
    featuredState: reqStr,
  },
  indexes: {
    byId: primary(['id']),
    byListState: gsi('gsi1', ['listState'], ['createdAt']),
    byFeatured: gsi('gsi2', ['featuredState'], ['createdAt']),
    byViews: gsi('gsi3', ['listState'], ['viewsCount']),
  },
});
entityMatchesSchema<typeof PropertyEntity, Property, PropertyDerivedKey>(true);

export const PropertyAgentEntity = new Entity({
  model: model('propertyAgent'),
  attributes: { propertyId: reqStr, agentId: reqStr, isPrimary: reqBool },
  indexes: {
    byProperty: primary(['propertyId'], ['agentId']),
    byAgent: gsi('gsi1', ['agentId'], ['propertyId']),
  },
});
entityMatchesSchema<typeof PropertyAgentEntity, PropertyAgentLink>(true);
