import { Entity, Service } from 'electrodb';
import { documentClient } from './client.js';
import { SERVICE_NAME } from './table.js';
import { env } from '../config/env.js';

/**
 * ElectroDB entities over the one table. Key fields come from table.ts; docs/data-model.md lists
 * which access pattern uses which index. Derived key attributes (listState, featuredState, …) are set
 * by the repositories so that list queries stay sparse and never need a Scan.
 */
const model = (entity: string) => ({ entity, version: '1', service: SERVICE_NAME });
const str = { type: 'string' } as const;
const reqStr = { type: 'string', required: true } as const;
const num = { type: 'number' } as const;
const bool = { type: 'boolean' } as const;
const strList = { type: 'list', items: { type: 'string' } } as const;
const primary = <const P extends readonly string[], const S extends readonly string[] = readonly []>(pk: P, sk?: S) => ({
  pk: { field: 'pk', composite: pk },
  sk: { field: 'sk', composite: (sk ?? []) as S },
});
const gsi = <const N extends 1 | 2 | 3, const P extends readonly string[], const S extends readonly string[]>(n: N, pk: P, sk: S) => ({
  index: `gsi${n}` as const,
  pk: { field: `gsi${n}pk` as const, composite: pk },
  sk: { field: `gsi${n}sk` as const, composite: sk },
});

export const PropertyEntity = new Entity({
  model: model('property'),
  attributes: {
    id: reqStr,
    title: reqStr,
    description: str,
    price: { type: 'number', required: true },
    location: reqStr,
    propertyType: reqStr,
    status: reqStr,
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
    isActive: { type: 'boolean', required: true },
    isFeatured: { type: 'boolean', required: true },
    daysOnMarket: num,
    viewsCount: { type: 'number', padding: { length: 10, char: '0' } },
    garageSpaces: num,
    totalFloors: num,
    fireplacePresent: bool,
    basementType: str,
    dpeEnergyClass: str,
    dpeGesClass: str,
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
    /** Lower-cased, accent-free title + location + type label, for text search. */
    searchText: str,
    /** Folded location, for the location filter. */
    locationKey: str,
    /** 'active' | 'inactive': partition of the listing index. */
    listState: reqStr,
    /** 'featured' only when active and featured, else 'no'. */
    featuredState: reqStr,
    updatedAt: str,
  },
  indexes: {
    byId: primary(['id']),
    byListState: gsi(1, ['listState'], ['createdAt']),
    byFeatured: gsi(2, ['featuredState'], ['createdAt']),
    byViews: gsi(3, ['listState'], ['viewsCount']),
  },
});

export const PropertyAgentEntity = new Entity({
  model: model('propertyAgent'),
  attributes: { propertyId: reqStr, agentId: reqStr, isPrimary: { type: 'boolean', required: true } },
  indexes: {
    byProperty: primary(['propertyId'], ['agentId']),
    byAgent: gsi(1, ['agentId'], ['propertyId']),
  },
});

export const AgentEntity = new Entity({
  model: model('agent'),
  attributes: {
    id: reqStr,
    name: reqStr,
    title: str,
    specialty: str,
    languages: strList,
    achievements: strList,
    bio: str,
    phone: str,
    email: reqStr,
    imageUrl: str,
    isActive: { type: 'boolean', required: true },
    isPresident: { type: 'boolean', required: true },
    calendlyUrl: str,
    agencyName: str,
    createdAt: reqStr,
    updatedAt: str,
    listState: reqStr,
    /** '0' for co-presidents so they sort first, '1' otherwise. */
    presidentRank: reqStr,
    sortName: reqStr,
  },
  indexes: {
    byId: primary(['id']),
    byListState: gsi(1, ['listState'], ['presidentRank', 'sortName']),
    all: gsi(2, [], ['sortName']),
  },
});

export const LeadEntity = new Entity({
  model: model('lead'),
  attributes: {
    id: reqStr,
    name: reqStr,
    email: str,
    phone: str,
    message: str,
    leadType: reqStr,
    status: reqStr,
    source: reqStr,
    budget: num,
    interest: str,
    createdAt: reqStr,
    syncStatus: reqStr,
    syncError: str,
    syncedAt: str,
    realhubId: str,
  },
  indexes: {
    byId: primary(['id']),
    all: gsi(1, [], ['createdAt']),
    byStatus: gsi(2, ['status'], ['createdAt']),
  },
});

export const AppointmentEntity = new Entity({
  model: model('appointment'),
  attributes: {
    id: reqStr,
    calendlyEventId: reqStr,
    calendlyInviteeId: str,
    inviteeName: reqStr,
    inviteeEmail: str,
    inviteePhone: str,
    eventStartTime: reqStr,
    eventEndTime: reqStr,
    calendlyEventType: str,
    calendlyLocation: str,
    propertyId: str,
    leadId: str,
    eventStatus: reqStr,
    createdAt: reqStr,
    updatedAt: str,
  },
  indexes: {
    byId: primary(['id']),
    all: gsi(1, [], ['eventStartTime']),
  },
});

/** Database-enforced uniqueness: one item per (scope, value), created with attribute_not_exists. */
export const UniqueValueEntity = new Entity({
  model: model('uniqueValue'),
  attributes: { scope: reqStr, value: reqStr, ownerId: reqStr },
  indexes: { byValue: primary(['scope', 'value']) },
});

export const SubscriberEntity = new Entity({
  model: model('subscriber'),
  attributes: {
    /** Normalised e-mail: the partition key, hence unique. */
    email: reqStr,
    id: reqStr,
    name: str,
    status: reqStr,
    source: reqStr,
    subscribedAt: reqStr,
    unsubscribedAt: str,
    createdAt: reqStr,
  },
  indexes: {
    byEmail: primary(['email']),
    all: gsi(1, [], ['createdAt']),
    byId: gsi(2, ['id'], []),
  },
});

export const BlogPostEntity = new Entity({
  model: model('blogPost'),
  attributes: {
    id: reqStr,
    title: reqStr,
    slug: reqStr,
    excerpt: str,
    content: str,
    category: str,
    tags: strList,
    featuredImageUrl: str,
    isPublished: { type: 'boolean', required: true },
    isFeatured: { type: 'boolean', required: true },
    publishedAt: str,
    readingTime: num,
    viewsCount: num,
    authorId: str,
    authorFirstName: str,
    authorLastName: str,
    createdAt: reqStr,
    updatedAt: str,
    /** 'published' | 'draft' */
    publishState: reqStr,
    /** publishedAt for published posts, createdAt for drafts. */
    sortDate: reqStr,
    categoryKey: reqStr,
  },
  indexes: {
    byId: primary(['id']),
    all: gsi(1, [], ['createdAt']),
    byPublishState: gsi(2, ['publishState'], ['sortDate']),
    byCategory: gsi(3, ['categoryKey', 'publishState'], ['sortDate']),
  },
});

export const BlogCategoryEntity = new Entity({
  model: model('blogCategory'),
  attributes: {
    id: reqStr,
    name: reqStr,
    slug: reqStr,
    description: str,
    color: str,
    isActive: { type: 'boolean', required: true },
    createdAt: reqStr,
  },
  indexes: {
    byId: primary(['id']),
    all: gsi(1, [], ['name']),
  },
});

export const TestimonialEntity = new Entity({
  model: model('testimonial'),
  attributes: {
    id: reqStr,
    name: reqStr,
    location: str,
    text: reqStr,
    rating: { type: 'number', required: true },
    imageUrl: str,
    active: { type: 'boolean', required: true },
    createdAt: reqStr,
    /** 'active' | 'inactive' */
    listState: reqStr,
  },
  indexes: {
    byId: primary(['id']),
    all: gsi(1, [], ['createdAt']),
    byListState: gsi(2, ['listState'], ['createdAt']),
  },
});

export const ProfileEntity = new Entity({
  model: model('profile'),
  attributes: {
    userId: reqStr,
    email: str,
    role: reqStr,
    isActive: { type: 'boolean', required: true },
    firstName: str,
    lastName: str,
    createdAt: reqStr,
  },
  indexes: { byUser: primary(['userId']) },
});

/** api_configurations: every key in one partition, read with one Query. */
export const IntegrationSettingEntity = new Entity({
  model: model('integrationSetting'),
  attributes: { keyName: reqStr, keyValue: reqStr, updatedAt: str },
  indexes: { byKey: primary([], ['keyName']) },
});

export const ExternalApiKeyEntity = new Entity({
  model: model('externalApiKey'),
  attributes: { keyName: reqStr, apiKey: reqStr, description: str, isActive: { type: 'boolean', required: true }, updatedAt: str },
  indexes: { byKey: primary(['keyName']) },
});

export const SiteSettingsEntity = new Entity({
  model: model('siteSettings'),
  attributes: { maintenanceMode: { type: 'boolean', required: true }, contactEmail: reqStr, updatedAt: str },
  indexes: { single: primary([]) },
});

/** Tracking rollups: one counter item per day, per (day, page) and per (day, referrer). */
export const DailyStatEntity = new Entity({
  model: model('dailyStat'),
  attributes: {
    day: reqStr,
    visitors: num,
    pageViews: num,
    conversions: num,
    leads: num,
  },
  indexes: { byDay: primary([], ['day']) },
});

export const PageStatEntity = new Entity({
  model: model('pageStat'),
  attributes: { day: reqStr, pageUrl: reqStr, pageTitle: str, views: num },
  indexes: { byDay: primary(['day'], ['pageUrl']) },
});

export const ReferrerStatEntity = new Entity({
  model: model('referrerStat'),
  attributes: { day: reqStr, referrer: reqStr, sessions: num },
  indexes: { byDay: primary(['day'], ['referrer']) },
});

/** First sighting of a session on a day: makes the unique-visitor count idempotent. */
export const SessionSeenEntity = new Entity({
  model: model('sessionSeen'),
  attributes: { day: reqStr, sessionToken: reqStr, expiresAt: num },
  indexes: { byDaySession: primary(['day', 'sessionToken']) },
});

/** Transactional outbox: the table stream carries these to the event bus. */
export const OutboxEntity = new Entity({
  model: model('outbox'),
  attributes: {
    eventId: reqStr,
    source: reqStr,
    detailType: reqStr,
    /** The event envelope as JSON text (the Pipe's input template passes it through as the detail). */
    detail: reqStr,
    occurredAt: reqStr,
    expiresAt: { type: 'number', required: true },
  },
  indexes: { byEvent: primary(['eventId']) },
});

/** Consumer idempotency: one item per (consumer, event id), created conditionally. */
export const ProcessedEventEntity = new Entity({
  model: model('processedEvent'),
  attributes: {
    consumer: reqStr,
    eventId: reqStr,
    /** 'in_progress' while a consumer holds the lease, 'done' after. */
    status: reqStr,
    /** Epoch ms after which an in-progress marker (from a crashed or timed-out run) may be taken over. */
    leaseUntil: { type: 'number', required: true },
    processedAt: str,
    expiresAt: { type: 'number', required: true },
  },
  indexes: { byEvent: primary(['consumer', 'eventId']) },
});

export const db = new Service(
  {
    property: PropertyEntity,
    propertyAgent: PropertyAgentEntity,
    agent: AgentEntity,
    lead: LeadEntity,
    appointment: AppointmentEntity,
    uniqueValue: UniqueValueEntity,
    subscriber: SubscriberEntity,
    blogPost: BlogPostEntity,
    blogCategory: BlogCategoryEntity,
    testimonial: TestimonialEntity,
    profile: ProfileEntity,
    integrationSetting: IntegrationSettingEntity,
    externalApiKey: ExternalApiKeyEntity,
    siteSettings: SiteSettingsEntity,
    dailyStat: DailyStatEntity,
    pageStat: PageStatEntity,
    referrerStat: ReferrerStatEntity,
    sessionSeen: SessionSeenEntity,
    outbox: OutboxEntity,
    processedEvent: ProcessedEventEntity,
  },
  { client: documentClient, table: env().TABLE_NAME },
);
