import { useEffect, useState } from 'react';

/**
 * A PNG data URL of a QR code for `text`, drawn only once `enabled` (e.g. on first hover); the QR library
 * (~8 KB compressed) is fetched then too, not with the page.
 */
export function useQrDataUrl(text: string, enabled: boolean): string | null {
  const [url, setUrl] = useState<{ text: string; dataUrl: string } | null>(null);

  useEffect(() => {
    if (!enabled || !text || url?.text === text) return;
    let current = true;
    import('qrcode')
      .then(({ default: QRCode }) => QRCode.toDataURL(text, { margin: 1, width: 160 }))
      .then((dataUrl) => {
        if (current) setUrl({ text, dataUrl });
      })
      .catch(() => {
        // A text too long for a QR code leaves the picture out; the link itself still works.
      });
    return () => {
      current = false;
    };
  }, [enabled, text, url]);

  return url?.text === text ? url.dataUrl : null;
}
