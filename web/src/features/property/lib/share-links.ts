import { fr } from '../../../i18n/fr';

export type ShareNetwork = 'facebook' | 'x' | 'linkedin' | 'whatsapp' | 'email';

export type ShareLink = { network: ShareNetwork; label: string; href: string };

/** Each network's documented "share a URL" endpoint; nothing is sent until the visitor confirms there. */
export function shareLinks(url: string, title: string): ShareLink[] {
  const u = encodeURIComponent(url);
  const message = fr.property.share.message(title);
  return [
    { network: 'facebook', label: fr.property.share.facebook, href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: 'x', label: fr.property.share.x, href: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(message)}` },
    { network: 'linkedin', label: fr.property.share.linkedin, href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { network: 'whatsapp', label: fr.property.share.whatsapp, href: `https://wa.me/?text=${encodeURIComponent(`${message} ${url}`)}` },
    {
      network: 'email',
      label: fr.property.share.email,
      href: `mailto:?subject=${encodeURIComponent(message)}&body=${encodeURIComponent(fr.property.share.emailBody(title, url))}`,
    },
  ];
}
