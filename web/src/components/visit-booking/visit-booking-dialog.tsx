import { LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { PropertyAgent } from '../../../../../shared/properties/api';
import { APPOINTMENT_EXISTS_MESSAGE } from '../../../../../shared/appointments/messages';
import { frProperty } from '../i18n/fr';
import { useBookVisit } from '../api/book-visit';
import { useFormGuard } from '../../../lib/form-guard';
import { useRuntimeConfig } from '../../../lib/runtime-config';
import { useVisitScheduling } from '../api/get-visit-scheduling';
import { isConflictError } from '../../../lib/http-errors';
import { readScheduledEvent } from '../lib/scheduling-message';
import { schedulingWidgetUrl } from '../lib/scheduling-url';
import { Dialog } from '../../../components/ui/dialog';
import { notify } from '../../../lib/toast';

/** Spec §4/§9: the dialog closes 5 s after a booking is handled, long enough to read the confirmation. */
export const CLOSE_AFTER_BOOKING_MS = 5000;

type VisitBookingDialogProps = {
  propertyId: string;
  propertyTitle: string;
  agent: PropertyAgent | undefined;
  onClose: () => void;
};

export function VisitBookingDialog({ propertyId, propertyTitle, agent, onClose }: VisitBookingDialogProps) {
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
        notify.error(frProperty.booking.errorTitle, { description: frProperty.booking.errorText });
        return;
      }
      if (handled.has(eventUri)) return;
      handled.add(eventUri);
      try {
        await book({ eventUri, inviteeUri, propertyId, ...guardFields() });
        notify.success(frProperty.booking.successTitle, { description: frProperty.booking.successText });
        setBookingHandled(true);
      } catch (error) {
        if (isConflictError(error)) {
          // Already recorded: the visit is booked, so this counts as handled and the key stays.
          notify.info(frProperty.booking.duplicateTitle, { description: APPOINTMENT_EXISTS_MESSAGE });
          setBookingHandled(true);
          return;
        }
        // Released so that the same booking can be reported again and retried.
        handled.delete(eventUri);
        notify.error(frProperty.booking.errorTitle, { description: frProperty.booking.errorText });
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
          customAnswer: frProperty.booking.customAnswer(propertyTitle, propertyId, agentName),
        })
      : undefined;
  const failed = runtimeConfig.isError || scheduling.isError;

  return (
    <Dialog
      dialogRef={dialogRef}
      title={frProperty.booking.title}
      description={
        <>
          <p className="font-medium text-navy-900">{propertyTitle}</p>
          <p>
            {frProperty.booking.duration}
            {agentName && ` · ${frProperty.booking.withAgent(agentName)}`}
          </p>
        </>
      }
      closeLabel={frProperty.booking.close}
      onClose={onClose}
      className="max-w-4xl"
    >
      {widgetUrl ? (
        <iframe
          ref={iframeRef}
          src={widgetUrl}
          title={frProperty.booking.frameTitle}
          className="block h-[min(44rem,calc(100dvh-14rem))] w-full rounded-lg border border-navy-100"
        />
      ) : failed ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          {frProperty.booking.widgetError}
        </p>
      ) : (
        <div role="status" className="flex h-64 items-center justify-center gap-3 text-navy-700">
          <LoaderCircle aria-hidden="true" className="size-6 animate-spin motion-reduce:animate-none" />
          {frProperty.booking.loadingWidget}
        </div>
      )}
    </Dialog>
  );
}
