import { AdminAccessRevokedV1 } from './admin-access-revoked.v1.js';
import { AlertConfirmationRequestedV1 } from './alert-confirmation-requested.v1.js';
import { AlertVipOfferRequestedV1 } from './alert-vip-offer-requested.v1.js';
import { AgentChangedV1 } from './agent-changed.v1.js';
import { AppointmentBookedV1 } from './appointment-booked.v1.js';
import { AppointmentCompletedV1 } from './appointment-completed.v1.js';
import { BlogPostChangedV1 } from './blog-post-changed.v1.js';
import { CampaignSendRequestedV1 } from './campaign-send-requested.v1.js';
import { LeadChangedV1 } from './lead-changed.v1.js';
import { LeadCreatedV1 } from './lead-created.v1.js';
import { LeadSyncRequestedV1 } from './lead-sync-requested.v1.js';
import { PropertyChangedV1 } from './property-changed.v1.js';
import { SiteSettingsChangedV1 } from './site-settings-changed.v1.js';
import { SubscriberSubscribedV1 } from './subscriber-subscribed.v1.js';
import { TestimonialChangedV1 } from './testimonial-changed.v1.js';
import { TrackingRecordedV1 } from './tracking-recorded.v1.js';

/** Every event the platform publishes: one entry each (docs/architecture.md rule 9). */
export const EVENT_CATALOGUE = [LeadCreatedV1, LeadChangedV1, AppointmentBookedV1, SubscriberSubscribedV1, PropertyChangedV1, AgentChangedV1, AppointmentCompletedV1, TrackingRecordedV1, LeadSyncRequestedV1, BlogPostChangedV1, SiteSettingsChangedV1, TestimonialChangedV1, AdminAccessRevokedV1, CampaignSendRequestedV1, AlertConfirmationRequestedV1, AlertVipOfferRequestedV1] as const;
