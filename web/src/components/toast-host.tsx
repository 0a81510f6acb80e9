import { lazy, Suspense, useEffect, useState } from 'react';
import { fr } from '../i18n/fr';
import { onFirstToastRequested, onToasterMounted } from '../lib/toast';

// Off the first load: the toast library arrives in its own chunk with the first toast (lib/toast.ts).
const Toaster = lazy(() => import('sonner').then((sonner) => ({ default: sonner.Toaster })));

/** Mounted after the Toaster (same boundary, later sibling): from then on toasts are displayed. */
function ToasterReady() {
  useEffect(onToasterMounted, []);
  return null;
}

/** Where toasts show: nothing until the first one is wanted. */
export function ToastHost() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onFirstToastRequested(() => setWanted(true)), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        duration={4000}
        visibleToasts={20}
        position="bottom-right"
        richColors
        closeButton
        containerAriaLabel={fr.toasts.regionLabel}
        toastOptions={{ closeButtonAriaLabel: fr.toasts.close }}
      />
      <ToasterReady />
    </Suspense>
  );
}
