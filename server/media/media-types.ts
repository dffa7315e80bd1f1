// What an uploaded file is, by its first bytes: the declared type is the client's claim, and
// an HTML or SVG page declared image/png must never be stored and served as a picture.

export const IMAGE_TYPES: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
}
export const VIDEO_TYPES: Record<string, string> = { 'video/mp4': 'mp4', 'video/webm': 'webm' }

/** File extension → the type it is served with. */
export const SERVED_TYPES: Record<string, string> = Object.fromEntries(
  Object.entries({ ...IMAGE_TYPES, ...VIDEO_TYPES }).map(([type, extension]) => [extension, type]),
)

const ascii = (bytes: Uint8Array, start: number, text: string) =>
  bytes.length >= start + text.length && [...text].every((char, i) => bytes[start + i] === char.charCodeAt(0))
const startsWith = (bytes: Uint8Array, signature: number[]) =>
  bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte)

/** The type the bytes are, among those we take; null for anything else. */
export function sniffMediaType(bytes: Uint8Array): string | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a')) return 'image/gif'
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return 'image/webp'
  // ISO base media (MP4): a box whose type is 'ftyp' opens the file.
  if (ascii(bytes, 4, 'ftyp')) return 'video/mp4'
  // EBML header, and the 'webm' doc type within it (Matroska shares the header).
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3]) && Buffer.from(bytes.subarray(0, 64)).includes('webm'))
    return 'video/webm'
  return null
}
