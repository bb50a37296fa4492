/**
 * The sandbox's live video: a short clip it draws and encodes itself (H.264 in MP4, no external
 * host), played in a loop by the player. A pitch seen from above, a ball on a closed path and two
 * players after it; the last frame leads into the first, so the loop has no seam. Encoded once
 * per process, on first demand (about a second and a half of work, done a frame at a time between
 * the sandbox's other answers), then served from memory.
 */
import { createH264MP4Encoder } from 'h264-mp4-encoder';

export const CLIP_WIDTH = 640;
export const CLIP_HEIGHT = 360;
export const CLIP_FPS = 25;
export const CLIP_SECONDS = 6;

type Rgb = readonly [number, number, number];

const GRASS_DARK: Rgb = [34, 110, 52];
const GRASS_LIGHT: Rgb = [42, 126, 60];
const LINE: Rgb = [232, 240, 232];
const BALL: Rgb = [252, 252, 252];
const HOME: Rgb = [214, 48, 49];
const AWAY: Rgb = [40, 90, 200];

/** A frame in RGBA, drawn on with a few primitives. */
class Frame {
  readonly pixels: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Uint8Array(width * height * 4);
  }

  set(x: number, y: number, [r, g, b]: Rgb): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const at = (Math.floor(y) * this.width + Math.floor(x)) * 4;
    this.pixels[at] = r;
    this.pixels[at + 1] = g;
    this.pixels[at + 2] = b;
    this.pixels[at + 3] = 255;
  }

  rect(x: number, y: number, width: number, height: number, colour: Rgb): void {
    for (let row = y; row < y + height; row++) {
      for (let column = x; column < x + width; column++) this.set(column, row, colour);
    }
  }

  /** A rectangle's outline, `thickness` pixels wide. */
  box(x: number, y: number, width: number, height: number, colour: Rgb, thickness = 2): void {
    this.rect(x, y, width, thickness, colour);
    this.rect(x, y + height - thickness, width, thickness, colour);
    this.rect(x, y, thickness, height, colour);
    this.rect(x + width - thickness, y, thickness, height, colour);
  }

  disc(cx: number, cy: number, radius: number, colour: Rgb): void {
    for (let dy = -radius; dy <= radius; dy++) {
      for (let dx = -radius; dx <= radius; dx++) {
        if (dx * dx + dy * dy <= radius * radius) this.set(cx + dx, cy + dy, colour);
      }
    }
  }

  ring(cx: number, cy: number, radius: number, colour: Rgb): void {
    const steps = Math.ceil(2 * Math.PI * radius * 2);
    for (let step = 0; step < steps; step++) {
      const angle = (2 * Math.PI * step) / steps;
      const x = cx + radius * Math.cos(angle);
      const y = cy + radius * Math.sin(angle);
      this.rect(Math.round(x) - 1, Math.round(y) - 1, 2, 2, colour);
    }
  }
}

/** The pitch without the ball and players: mown stripes and the markings. */
function drawPitch(frame: Frame): void {
  const { width, height } = frame;
  const stripe = width / 12;
  for (let index = 0; index < 12; index++) {
    frame.rect(
      Math.round(index * stripe),
      0,
      Math.ceil(stripe),
      height,
      index % 2 ? GRASS_LIGHT : GRASS_DARK,
    );
  }
  const margin = 20;
  const pitchWidth = width - 2 * margin;
  const pitchHeight = height - 2 * margin;
  frame.box(margin, margin, pitchWidth, pitchHeight, LINE);
  frame.rect(width / 2 - 1, margin, 2, pitchHeight, LINE);
  frame.ring(width / 2, height / 2, 46, LINE);
  frame.disc(width / 2, height / 2, 3, LINE);
  const boxDepth = 80;
  const boxSpan = 170;
  frame.box(margin, (height - boxSpan) / 2, boxDepth, boxSpan, LINE);
  frame.box(width - margin - boxDepth, (height - boxSpan) / 2, boxDepth, boxSpan, LINE);
  const goalSpan = 60;
  frame.box(margin - 10, (height - goalSpan) / 2, 12, goalSpan, LINE);
  frame.box(width - margin - 2, (height - goalSpan) / 2, 12, goalSpan, LINE);
}

/** Where the ball is at a phase of the loop (0 to 1): a figure of eight over the pitch. */
function ballAt(phase: number): { x: number; y: number } {
  const angle = 2 * Math.PI * phase;
  return {
    x: CLIP_WIDTH / 2 + 230 * Math.sin(angle),
    y: CLIP_HEIGHT / 2 + 105 * Math.sin(2 * angle),
  };
}

/** Every frame of the loop in RGBA, in order. */
export function* clipFrames(): Generator<Uint8Array> {
  const pitch = new Frame(CLIP_WIDTH, CLIP_HEIGHT);
  drawPitch(pitch);
  const count = CLIP_FPS * CLIP_SECONDS;
  for (let index = 0; index < count; index++) {
    const frame = new Frame(CLIP_WIDTH, CLIP_HEIGHT);
    frame.pixels.set(pitch.pixels);
    const phase = index / count;
    const ball = ballAt(phase);
    // The players run a little behind the ball, from either side.
    const home = ballAt(phase - 0.03);
    const away = ballAt(phase - 0.05);
    frame.disc(home.x - 14, home.y + 10, 8, HOME);
    frame.disc(away.x + 16, away.y - 12, 8, AWAY);
    frame.disc(ball.x, ball.y, 5, BALL);
    yield frame.pixels;
  }
}

async function encode(): Promise<Uint8Array> {
  const encoder = await createH264MP4Encoder();
  encoder.width = CLIP_WIDTH;
  encoder.height = CLIP_HEIGHT;
  encoder.frameRate = CLIP_FPS;
  encoder.quantizationParameter = 30;
  encoder.speed = 8;
  encoder.groupOfPictures = CLIP_FPS;
  encoder.initialize();
  try {
    for (const frame of clipFrames()) {
      encoder.addFrameRgba(frame);
      // A frame at a time, giving way between frames: the sandbox keeps answering meanwhile.
      await new Promise((resolve) => setImmediate(resolve));
    }
    encoder.finalize();
    const bytes = encoder.FS.readFile(encoder.outputFilename);
    encoder.FS.unlink(encoder.outputFilename);
    return bytes;
  } finally {
    encoder.delete();
  }
}

let clip: Promise<Uint8Array> | undefined;

/** The clip's MP4 bytes; the first call encodes it, a failed encoding is tried again next time. */
export function liveClip(): Promise<Uint8Array> {
  clip ??= encode().catch((error: unknown) => {
    clip = undefined;
    throw error;
  });
  return clip;
}
