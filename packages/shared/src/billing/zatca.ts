import { toSarText, type Halalas } from '../money';

export interface ZatcaQrInput {
  sellerName: string;
  /** The seller's 15-digit VAT registration number. */
  vatNumber: string;
  /** When the invoice was issued. */
  timestamp: Date;
  /** The invoice total with VAT. */
  total: Halalas;
  vat: Halalas;
}

const encoder = new TextEncoder();

/** An instant as ZATCA's samples write it: `2022-04-25T15:30:00Z` (UTC, no milliseconds). */
export function zatcaTimestamp(instant: Date): string {
  return instant.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * The ZATCA phase-1 (simplified e-invoice) QR content: five TLV fields — 1 seller name,
 * 2 VAT number, 3 timestamp, 4 total with VAT, 5 VAT — each a tag byte, a length byte and the
 * UTF-8 value, the whole in base64. The length counts bytes, not characters: an Arabic letter
 * is two bytes. A value longer than 255 bytes cannot be written and throws.
 */
export function zatcaQr(input: ZatcaQrInput): string {
  const values = [
    input.sellerName,
    input.vatNumber,
    zatcaTimestamp(input.timestamp),
    toSarText(input.total),
    toSarText(input.vat),
  ];
  const parts: number[] = [];
  values.forEach((value, index) => {
    const bytes = encoder.encode(value);
    if (bytes.length > 255) {
      throw new RangeError(`ZATCA QR field ${index + 1} is ${bytes.length} bytes; at most 255`);
    }
    parts.push(index + 1, bytes.length, ...bytes);
  });
  return base64(Uint8Array.from(parts));
}
