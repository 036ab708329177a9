import { toCanvas } from 'qrcode';

/** The QR code's side in pixels: large enough to print on a flyer. */
const QR_SIZE = 512;
/** The white band under the code that carries the ambassador's code as text. */
const CAPTION_HEIGHT = 96;
const CAPTION_PADDING = 32;
const CAPTION_FONT_PX = 44;

export function qrCodeFileName(code: string): string {
  return `${code}-qr.png`;
}

/** A PNG (as a data URL) of the shop link's QR code with the ambassador's code printed under it. */
export async function qrCodeImage(shopLink: string, code: string): Promise<string> {
  const qr = document.createElement('canvas');
  await toCanvas(qr, shopLink, { width: QR_SIZE, margin: 2, errorCorrectionLevel: 'M' });

  const image = document.createElement('canvas');
  image.width = qr.width;
  image.height = qr.height + CAPTION_HEIGHT;
  const context = image.getContext('2d');
  if (!context) throw new Error('This browser cannot draw on a canvas');

  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, image.width, image.height);
  context.drawImage(qr, 0, 0);
  context.fillStyle = '#000000';
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  // A long code shrinks to fit instead of running off the image.
  let fontPx = CAPTION_FONT_PX;
  context.font = `bold ${fontPx}px monospace`;
  const available = image.width - 2 * CAPTION_PADDING;
  const measured = context.measureText(code).width;
  if (measured > available) {
    fontPx = Math.floor((fontPx * available) / measured);
    context.font = `bold ${fontPx}px monospace`;
  }
  context.fillText(code, image.width / 2, qr.height + CAPTION_HEIGHT / 2 - 8);
  return image.toDataURL('image/png');
}

/** Saves a drawn QR code image (a PNG data URL) as `<CODE>-qr.png`. */
export function saveQrCode(image: string, code: string): void {
  const link = document.createElement('a');
  link.href = image;
  link.download = qrCodeFileName(code);
  document.body.append(link);
  link.click();
  link.remove();
}
