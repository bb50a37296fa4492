import 'server-only';
import { create } from 'qrcode';

/** The light border a scanner needs around the symbol, in modules. */
export const QR_QUIET_ZONE = 4;

export interface QrSymbol {
  /** Modules per side, quiet zone included: the SVG's viewBox. */
  size: number;
  /** One path of the dark modules, one `M x y h n v 1 h -n z` per run in a row. */
  path: string;
}

/**
 * The QR symbol of `text` as SVG path data, drawn on the server (no script, no image request).
 * Error correction M: the code survives a glare on a phone's screen photo.
 */
export function qrSymbol(text: string): QrSymbol {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const runs: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col++;
      const length = col - start;
      runs.push(`M${start + QR_QUIET_ZONE} ${row + QR_QUIET_ZONE}h${length}v1h-${length}z`);
    }
  }
  return { size: modules.size + 2 * QR_QUIET_ZONE, path: runs.join('') };
}
