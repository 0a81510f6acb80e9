import { Service } from 'electrodb';
import { env } from '../config/env.js';
import { documentClient } from './client.js';
import { AgentEntity } from './entities/agent.js';
import { AlertDeliveryEntity } from './entities/alert-delivery.js';
import { AlertMatchKeyEntity } from './entities/alert-match-key.js';
import { AnalyticsSnapshotEntity } from './entities/analytics-snapshot.js';
import { AppointmentEntity } from './entities/appointment.js';
import { AuditEntryEntity } from './entities/audit-entry.js';
import { BlogCategoryEntity } from './entities/blog-category.js';
import { BlogPostEntity } from './entities/blog-post.js';
import { BlogViewEntity } from './entities/blog-view.js';
import { BookingHoldEntity } from './entities/booking-hold.js';
import { CampaignDeliveryEntity } from './entities/campaign-delivery.js';
import { CampaignEntity } from './entities/campaign.js';
import { CounterEntity } from './entities/counter.js';
import { DailyStatEntity } from './entities/daily-stat.js';
import { ExternalApiKeyEntity } from './entities/external-api-key.js';
import { IntegrationSettingEntity } from './entities/integration-setting.js';
import { IntegrationStatusEntity } from './entities/integration-status.js';
import { LeadEntity } from './entities/lead.js';
import { MediaEntity } from './entities/media.js';
import { NewsletterSigningKeyEntity } from './entities/newsletter-signing-key.js';
import { OutboxEntity } from './entities/outbox.js';
import { PageStatEntity } from './entities/page-stat.js';
import { ProcessedEventEntity } from './entities/processed-event.js';
import { ProfileEntity } from './entities/profile.js';
import { PropertyAgentEntity } from './entities/property-agent.js';
import { PropertyEntity } from './entities/property.js';
import { PropertyGeoEntity } from './entities/property-geo.js';
import { GeoCellEntity } from './entities/geo-cell.js';
import { RateCounterEntity } from './entities/rate-counter.js';
import { ReferrerStatEntity } from './entities/referrer-stat.js';
import { SavedSearchEntity } from './entities/saved-search.js';
import { SessionSeenEntity } from './entities/session-seen.js';
import { SiteCounterEntity } from './entities/site-counter.js';
import { SiteClaimsEntity } from './entities/site-claims.js';
import { SiteSettingsEntity } from './entities/site-settings.js';
import { SubscriberEntity } from './entities/subscriber.js';
import { TestimonialEntity } from './entities/testimonial.js';
import { TrackingHitEntity } from './entities/tracking-hit.js';
import { UniqueValueEntity } from './entities/unique-value.js';

/**
 * Every entity of the one table (one model per file in ./entities/) in one ElectroDB service, so a
 * transaction can span areas (an entity and its outbox item). Only repositories import it
 * (docs/architecture.md rule 4).
 */
export const db = new Service(
  {
    property: PropertyEntity,
    propertyAgent: PropertyAgentEntity,
    propertyGeo: PropertyGeoEntity,
    geoCell: GeoCellEntity,
    agent: AgentEntity,
    lead: LeadEntity,
    appointment: AppointmentEntity,
    bookingHold: BookingHoldEntity,
    uniqueValue: UniqueValueEntity,
    subscriber: SubscriberEntity,
    savedSearch: SavedSearchEntity,
    alertMatchKey: AlertMatchKeyEntity,
    alertDelivery: AlertDeliveryEntity,
    newsletterSigningKey: NewsletterSigningKeyEntity,
    campaign: CampaignEntity,
    campaignDelivery: CampaignDeliveryEntity,
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
    siteClaims: SiteClaimsEntity,
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
