import { Copy, Mail, MessageCircle, type LucideIcon, createLucideIcon } from '../../../components/icons';
import { socialIcons } from '../../../components/social-icons';
import { frProperty } from '../i18n/fr';
import { shareLinks, type ShareNetwork } from '../lib/share-links';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { notify } from '../../../lib/toast';

// lucide-react 1.x has no brand logos; the X mark drawn in lucide's outline style.
const XLogo = createLucideIcon('x-logo', [
  ['path', { d: 'M4 4l11.733 16h4.267l-11.733 -16z', key: 'stroke' }],
  ['path', { d: 'M4 20l6.768 -6.768m2.46 -2.46l6.772 -6.772', key: 'cross' }],
]);

const icons: Record<ShareNetwork, LucideIcon> = {
  facebook: socialIcons.facebook,
  x: XLogo,
  linkedin: socialIcons.linkedin,
  whatsapp: MessageCircle,
  email: Mail,
};

type ShareDialogProps = { url: string; title: string; onClose: () => void };

export function ShareDialog({ url, title, onClose }: ShareDialogProps) {
  async function copyLink() {
    try {
      await navigator.clipboard.writeText(url);
      notify.success(frProperty.share.copied);
    } catch {
      notify.error(frProperty.share.copyFailed);
    }
  }

  return (
    <Dialog
      title={frProperty.share.title}
      description={frProperty.share.intro}
      closeLabel={frProperty.share.close}
      onClose={onClose}
      className="max-w-md"
    >
      <ul className="grid grid-cols-2 gap-3">
        {shareLinks(url, title).map(({ network, label, href }) => {
          const Icon = icons[network];
          const external = network !== 'email';
          return (
            <li key={network}>
              <a
                href={href}
                {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                className="flex items-center gap-3 rounded-lg border border-navy-100 px-4 py-3 font-medium transition-colors hover:border-navy-300 hover:bg-navy-50"
              >
                <Icon aria-hidden="true" className="size-5 shrink-0 text-navy-700" />
                {label}
                {external && <span className="sr-only"> {frProperty.newTab}</span>}
              </a>
            </li>
          );
        })}
      </ul>
      <Button onClick={copyLink} block className="mt-4">
        <Copy aria-hidden="true" className="size-5" />
        {frProperty.share.copy}
      </Button>
    </Dialog>
  );
}
