import { create } from 'qrcode';
import { useMemo } from 'react';

/** A quiet zone of four modules around the symbol, as the QR code standard asks for reliable scanning. */
const QUIET_ZONE = 4;

/** The dark modules of a QR symbol as one SVG path: one square per module, in module units. */
function qrSymbol(text: string): { size: number; path: string } {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  let path = '';
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) path += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
    }
  }
  return { size: modules.size + 2 * QUIET_ZONE, path };
}

/**
 * The otpauth URI as a QR code, drawn by React as an SVG (no markup string, no data: URL). It is an
 * image with a name; the same secret is also shown as text beside it for those who cannot scan. Loaded
 * lazily with its encoder: only an admin who starts an enrolment downloads them.
 */
export function TotpQrCode({ uri, label }: { uri: string; label: string }) {
  const { size, path } = useMemo(() => qrSymbol(uri), [uri]);
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} shapeRendering="crispEdges" className="size-full">
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
