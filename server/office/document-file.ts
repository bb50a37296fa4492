import 'server-only';
import type { DocumentMimeType } from '@/server/upstream/schemas/office-extra';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/**
 * What a file is by its first bytes (the browser's declared type follows the file's name only):
 * a JPEG, PNG or WebP image or a PDF; undefined for anything else.
 */
export function sniffDocumentType(bytes: Uint8Array): DocumentMimeType | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && PNG_SIGNATURE.every((byte, i) => bytes[i] === byte)) return 'image/png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  if (ascii(bytes, 0, 5) === '%PDF-') return 'application/pdf';
  return undefined;
}

/** The name the reviewers see: the file's own name without folders, at most `max` characters. */
export function documentFileName(name: string, max: number): string {
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/\p{Cc}/gu, '').trim();
  if (base.length <= max) return base;
  const dot = base.lastIndexOf('.');
  const extension = dot > 0 && base.length - dot <= 6 ? base.slice(dot) : '';
  return base.slice(0, max - extension.length) + extension;
}
