import { Share2 } from '../../../components/icons';
import { Button } from '../../../components/ui/button';
import { island } from '../../../islands/island';
import { notify } from '../../../lib/toast';
import { frBlog } from '../i18n/fr';

/** The device's share sheet where there is one; elsewhere the link is copied ('Lien copié'). */
export function ShareArticleButton({ title, text }: { title: string; text?: string }) {
  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        // The reader closed the sheet: nothing to say. Anything else falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      notify.success(frBlog.article.copied);
    } catch {
      notify.error(frBlog.article.copyFailed);
    }
  };
  return (
    <Button variant="subtle" size="sm" onClick={() => void share()}>
      <Share2 aria-hidden="true" className="size-5" />
      {frBlog.article.share}
    </Button>
  );
}

export const ShareArticleButtonIsland = island('blog', 'ShareArticleButton', ShareArticleButton);
