/**
 * The teachers' colours of the class schedule (learning.md sections 2.7 and 9: about 96, used cyclically).
 * 96 = 24 hues x 4 tones. Hues go round the circle in steps of 7 x 15° (7 and 24 share no divisor, so
 * all 24 hues come before one repeats, and neighbouring indexes are far apart); each round of 24 takes
 * the next tone (saturation, lightness), all light enough for dark text on them.
 */
const HUES = 24;
const TONES = [
  { saturation: 70, lightness: 85 },
  { saturation: 55, lightness: 77 },
  { saturation: 80, lightness: 91 },
  { saturation: 45, lightness: 70 },
] as const;

export const TEACHER_PALETTE: readonly string[] = Array.from({ length: HUES * TONES.length }, (_, index) => {
  const hue = ((index * 7) % HUES) * (360 / HUES);
  const tone = TONES[Math.floor(index / HUES)];
  return `hsl(${String(hue)}, ${String(tone.saturation)}%, ${String(tone.lightness)}%)`;
});

/** A teacher's colour: the palette cycled by the teacher's id (the same teacher keeps it on every week). */
export function teacherColor(teacherId: number): string {
  const size = TEACHER_PALETTE.length;
  return TEACHER_PALETTE[((teacherId % size) + size) % size];
}
