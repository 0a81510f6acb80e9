import { describe, expect, it } from 'vitest';
import { undeliverableAddresses } from '../../events/mail-feedback.js';

const recipients = (...emails: string[]) => emails.map((emailAddress) => ({ emailAddress }));

describe('which addresses SES feedback takes off the newsletter', () => {
  it('every complaining recipient and every recipient of a permanent bounce, normalised and once', () => {
    expect(undeliverableAddresses({ eventType: 'Complaint', complaint: { complainedRecipients: recipients(' A@Exemple.ca', 'a@exemple.ca', 'b@exemple.ca') } })).toEqual(['a@exemple.ca', 'b@exemple.ca']);
    expect(undeliverableAddresses({ eventType: 'Bounce', bounce: { bounceType: 'Permanent', bouncedRecipients: recipients('c@exemple.ca') } })).toEqual(['c@exemple.ca']);
  });

  it('none for a transient or undetermined bounce, or another kind of event', () => {
    expect(undeliverableAddresses({ eventType: 'Bounce', bounce: { bounceType: 'Transient', bouncedRecipients: recipients('c@exemple.ca') } })).toEqual([]);
    expect(undeliverableAddresses({ eventType: 'Bounce', bounce: { bounceType: 'Undetermined', bouncedRecipients: recipients('c@exemple.ca') } })).toEqual([]);
    expect(undeliverableAddresses({ eventType: 'Delivery' })).toEqual([]);
  });
});
