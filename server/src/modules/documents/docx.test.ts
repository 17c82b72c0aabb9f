import { demoTemplate } from '../../seed/templates/contractTemplates';
import { heavyTemplate } from '../../test/heavyTemplate';
import { checkTemplate, docxText, fillTemplates } from './docx';

// Templates are checked and filled in a worker thread with a time limit (issue 22 item 3): the server's own
// thread keeps serving while docxtemplater works, and a template that takes too long is refused.

it('fills documents in order, off the main thread: timers keep running while a heavy one renders', async () => {
  let ticks = 0;
  const timer = setInterval(() => (ticks += 1), 5);
  try {
    const [heavy, light] = await fillTemplates([
      { template: heavyTemplate(20_000), data: { kid_name: 'Петров Ваня' } },
      { template: demoTemplate('School_IP'), data: { kid_name: 'Сидорова Аня' } },
    ]);
    // Rendered on this thread, the interval could not have fired before the answer.
    expect(ticks).toBeGreaterThan(0);
    expect(docxText(heavy).split('Петров Ваня').length - 1).toBeGreaterThanOrEqual(20_000);
    expect(docxText(light)).toContain('Сидорова Аня');
  } finally {
    clearInterval(timer);
  }
});

it('refuses a template whose check takes longer than the time limit, and accepts it within the default', async () => {
  const template = heavyTemplate(20_000);
  await expect(checkTemplate(template, 1)).rejects.toThrow('Шаблон обрабатывается слишком долго');
  await expect(checkTemplate(template)).resolves.toBeUndefined();
});
