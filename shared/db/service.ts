import { Service } from 'electrodb';
import { RateCounterEntity } from '../abuse/entity.js';
import { AgentEntity } from '../agents/entity.js';
import { AnalyticsSnapshotEntity } from '../analytics/entity.js';
import { AppointmentEntity, BookingHoldEntity } from '../appointments/entity.js';
import { AuditEntryEntity } from '../audit/entity.js';
import { BlogCategoryEntity, BlogPostEntity, BlogViewEntity } from '../blog/entity.js';
import { env } from '../config/env.js';
import { LeadEntity } from '../leads/entity.js';
import { MediaEntity } from '../media/entity.js';
import { NewsletterSigningKeyEntity, SubscriberEntity } from '../newsletter/entity.js';
import { PropertyAgentEntity, PropertyEntity } from '../properties/entity.js';
import { ExternalApiKeyEntity, IntegrationSettingEntity, IntegrationStatusEntity, SiteSettingsEntity } from '../settings/entity.js';
import { CounterEntity } from '../stats/counter-entity.js';
import { SiteCounterEntity } from '../stats/entity.js';
import { TestimonialEntity } from '../testimonials/entity.js';
import { DailyStatEntity, PageStatEntity, ReferrerStatEntity, SessionSeenEntity, TrackingHitEntity } from '../tracking/entity.js';
import { ProfileEntity } from '../users/entity.js';
import { documentClient } from './client.js';
import { OutboxEntity, ProcessedEventEntity, UniqueValueEntity } from './platform-entities.js';

/**
 * Every entity of the one table in one ElectroDB service, so a transaction can span areas (an entity
 * and its outbox item). Only repositories import it (docs/architecture.md rule 4).
 */
export const db = new Service(
  {
    property: PropertyEntity,
    propertyAgent: PropertyAgentEntity,
    agent: AgentEntity,
    lead: LeadEntity,
    appointment: AppointmentEntity,
    bookingHold: BookingHoldEntity,
    uniqueValue: UniqueValueEntity,
    subscriber: SubscriberEntity,
    newsletterSigningKey: NewsletterSigningKeyEntity,
    blogPost: BlogPostEntity,
    blogCategory: BlogCategoryEntity,
    blogView: BlogViewEntity,
    testimonial: TestimonialEntity,
    media: MediaEntity,
    profile: ProfileEntity,
    integrationSetting: IntegrationSettingEntity,
    integrationStatus: IntegrationStatusEntity,
    externalApiKey: ExternalApiKeyEntity,
    siteSettings: SiteSettingsEntity,
    dailyStat: DailyStatEntity,
    pageStat: PageStatEntity,
    referrerStat: ReferrerStatEntity,
    sessionSeen: SessionSeenEntity,
    analyticsSnapshot: AnalyticsSnapshotEntity,
    trackingHit: TrackingHitEntity,
    outbox: OutboxEntity,
    processedEvent: ProcessedEventEntity,
    auditEntry: AuditEntryEntity,
    siteCounter: SiteCounterEntity,
    counter: CounterEntity,
    rateCounter: RateCounterEntity,
  },
  { client: documentClient, table: env().TABLE_NAME },
);
