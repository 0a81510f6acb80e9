import { frProperty } from '../i18n/fr';

export type ShareNetwork = 'facebook' | 'x' | 'linkedin' | 'whatsapp' | 'email';

export type ShareLink = { network: ShareNetwork; label: string; href: string };

/** Each network's documented "share a URL" endpoint; nothing is sent until the visitor confirms there. */
export function shareLinks(url: string, title: string): ShareLink[] {
  const u = encodeURIComponent(url);
  const message = frProperty.share.message(title);
  return [
    { network: 'facebook', label: frProperty.share.facebook, href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: 'x', label: frProperty.share.x, href: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(message)}` },
    { network: 'linkedin', label: frProperty.share.linkedin, href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { network: 'whatsapp', label: frProperty.share.whatsapp, href: `https://wa.me/?text=${encodeURIComponent(`${message} ${url}`)}` },
    {
      network: 'email',
      label: frProperty.share.email,
      href: `mailto:?subject=${encodeURIComponent(message)}&body=${encodeURIComponent(frProperty.share.emailBody(title, url))}`,
    },
  ];
}
