import { Snow } from './Snow';
import { isSnowEnabled } from './snow-config';

/** Snow on the home page when the site turns it on (config group `snow`). */
export async function HomeSnow({ lng }: { lng: string }) {
  return (await isSnowEnabled(lng)) ? <Snow /> : null;
}
