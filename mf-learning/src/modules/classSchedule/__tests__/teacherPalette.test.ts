import { TEACHER_PALETTE, teacherColor } from '../teacherPalette';

test('about 96 distinct colours, used cyclically by the teacher’s id', () => {
  expect(TEACHER_PALETTE).toHaveLength(96);
  expect(new Set(TEACHER_PALETTE).size).toBe(96);
  expect(teacherColor(5)).toBe(TEACHER_PALETTE[5]);
  expect(teacherColor(5 + 96)).toBe(teacherColor(5));
  expect(teacherColor(5 + 2 * 96)).toBe(teacherColor(5));
  expect(teacherColor(6)).not.toBe(teacherColor(5));
  expect(teacherColor(-1)).toBe(TEACHER_PALETTE[95]);
});

test('neighbouring colours differ in hue by far more than one step', () => {
  const hue = (color: string) => Number(/hsl\((\d+)/.exec(color)?.[1]);
  for (let index = 1; index < 24; index += 1) {
    const difference = Math.abs(hue(TEACHER_PALETTE[index]) - hue(TEACHER_PALETTE[index - 1]));
    expect(Math.min(difference, 360 - difference)).toBeGreaterThanOrEqual(60);
  }
});
