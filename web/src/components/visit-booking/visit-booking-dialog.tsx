import { LoaderCircle } from '../icons';
import { useEffect, useRef, useState } from 'react';
import { APPOINTMENT_EXISTS_MESSAGE } from '../../../../shared/appointments/messages';
import { frVisitBooking as t } from '../../i18n/fr-visit-booking';
import { useFormGuard } from '../../lib/form-guard';
import { PrivacyNotice } from '../privacy-notice';
import { isConflictError } from '../../lib/http-errors';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { notify } from '../../lib/toast';
import { Dialog } from '../ui/dialog';
import { useBookVisit, waitForBookingCompletion } from './book-visit';
import { useVisitScheduling } from './get-visit-scheduling';
import { readScheduledEvent } from './scheduling-message';
import { schedulingWidgetUrl } from './scheduling-url';

/** Spec §4/§9: the dialog closes 5 s after a booking is handled, long enough to read the confirmation. */
export const CLOSE_AFTER_BOOKING_MS = 5000;

/** The broker whose calendar the widget shows (the configured event type when they have none). */
export type BookingAgent = { name: string; calendlyUrl?: string };

type VisitBookingDialogProps = {
  /** The property to visit; without one (a broker's profile) the booking is a meeting with the broker. */
  property?: { id: string; title: string };
  agent: BookingAgent | undefined;
  onClose: () => void;
};

/**
 * The scheduling widget in a dialog: a visit of a property (property page) or a meeting with a broker
 * (broker profile). A booking the widget reports is recorded once (POST /api/appointments).
 */
export function VisitBookingDialog({ property, agent, onClose }: VisitBookingDialogProps) {
  const propertyId = property?.id;
  const dialogRef = useRef<HTMLDialogElement | null>(null);
  const iframeRef = useRef<HTMLIFrameElement | null>(null);
  const runtimeConfig = useRuntimeConfig();
  const scheduling = useVisitScheduling();
  const { mutateAsync: book } = useBookVisit();
  // No form of ours here (the widget is the provider's), but the time the dialog was open still tells people from scripts.
  const { fields: guardFields } = useFormGuard();
  // Event URIs being recorded or already recorded in this opening: the widget (or a double listener)
  // may report the same booking twice, and one POST per booking is enough.
  const handledEventUris = useRef(new Set<string>());
  const [bookingHandled, setBookingHandled] = useState(false);
  const [completing, setCompleting] = useState(false);

  const schedulingOrigin = runtimeConfig.data?.schedulingOrigin;
  const agentName = agent?.name ?? '';

  useEffect(() => {
    if (!bookingHandled) return;
    const timer = window.setTimeout(() => dialogRef.current?.close(), CLOSE_AFTER_BOOKING_MS);
    return () => window.clearTimeout(timer);
  }, [bookingHandled]);

  useEffect(() => {
    if (!schedulingOrigin) return;
    const handled = handledEventUris.current;

    async function onMessage(event: MessageEvent) {
      // Any page can post to this window; only the scheduling provider may book.
      if (event.origin !== schedulingOrigin || event.source !== iframeRef.current?.contentWindow) return;
      const scheduled = readScheduledEvent(event.data);
      if (!scheduled) return;
      const { eventUri, inviteeUri } = scheduled;
      if (!eventUri) {
        notify.error(t.errorTitle, { description: t.errorText });
        return;
      }
      if (handled.has(eventUri)) return;
      handled.add(eventUri);
      try {
        const booked = await book({ eventUri, inviteeUri, ...(propertyId ? { propertyId } : {}), ...guardFields() });
        // Stored; its details come from the scheduling service a moment later (visit-completion consumer).
        setCompleting(true);
        const outcome = await waitForBookingCompletion(booked.id);
        setCompleting(false);
        if (outcome === 'completed') notify.success(t.successTitle, { description: t.successText });
        else notify.info(t.incompleteTitle, { description: t.incompleteText });
        setBookingHandled(true);
      } catch (error) {
        if (isConflictError(error)) {
          // Already recorded: the visit is booked, so this counts as handled and the key stays.
          notify.info(t.duplicateTitle, { description: APPOINTMENT_EXISTS_MESSAGE });
          setBookingHandled(true);
          return;
        }
        // Released so that the same booking can be reported again and retried.
        handled.delete(eventUri);
        notify.error(t.errorTitle, { description: t.errorText });
      }
    }

    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [schedulingOrigin, propertyId, book, guardFields]);

  const widgetUrl =
    schedulingOrigin && scheduling.data
      ? schedulingWidgetUrl({
          schedulingOrigin,
          eventType: scheduling.data.eventType,
          agentCalendlyUrl: agent?.calendlyUrl,
          embedDomain: window.location.host,
          customAnswer: property ? t.customAnswer(property.title, property.id, agentName) : t.meetingCustomAnswer(agentName),
        })
      : undefined;
  const failed = runtimeConfig.isError || scheduling.isError;

  return (
    <Dialog
      dialogRef={dialogRef}
      title={property ? t.title : t.meetingTitle}
      description={
        property ? (
          <>
            <p className="font-medium text-navy-900">{property.title}</p>
            <p>
              {t.duration}
              {agentName && ` · ${t.withAgent(agentName)}`}
            </p>
          </>
        ) : (
          agentName && <p>{t.withAgent(agentName)}</p>
        )
      }
      closeLabel={t.close}
      onClose={onClose}
      className="max-w-4xl"
    >
      {widgetUrl ? (
        <iframe
          ref={iframeRef}
          src={widgetUrl}
          title={property ? t.frameTitle : t.meetingFrameTitle}
          className="block h-[min(44rem,calc(100dvh-14rem))] w-full rounded-lg border border-navy-100"
        />
      ) : failed ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          {t.widgetError}
        </p>
      ) : (
        <div role="status" className="flex h-64 items-center justify-center gap-3 text-navy-700">
          <LoaderCircle aria-hidden="true" className="size-6 animate-spin motion-reduce:animate-none" />
          {t.loadingWidget}
        </div>
      )}
      {completing && (
        <p role="status" className="mt-3 flex items-center gap-2 text-sm text-navy-700">
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
          {t.completing}
        </p>
      )}
      <PrivacyNotice purpose={t.purpose} className="mt-3" />
    </Dialog>
  );
}
