import { readMaterialFile } from '../modules/pipeline/read-material-file.ts';
import { seedChatSession } from './chat-eval.ts';
import { findChatMaterial } from '../modules/pipeline/find-chat-material.ts';
import { detectQuestionLanguage } from '../modules/ai/local/nlp/question.ts';
import { readFileSync } from 'node:fs';
const [pdf, qs, ...ids] = process.argv.slice(2);
const m = await readMaterialFile(pdf!);
const s = await seedChatSession([{ chunks: m.chunks, language: m.language, name: 'x.pdf', outline: m.outline }]);
for (const q of JSON.parse(readFileSync(qs!, 'utf8'))) {
  if (!ids.some((id) => q.id.endsWith(id))) continue;
  const lang = detectQuestionLanguage(q.question, q.language === 'pt' ? 'pt' : 'en');
  const r = await findChatMaterial({ db: s.db }, s.sessionId, q.question, lang, 6);
  console.log(q.id, lang, q.question);
  for (const t of r.focus.terms) console.log('   ', t.word, t.weight.toFixed(2), t.isInMaterial, t.forms.slice(0, 8).join('|'), t.start);
  console.log('   passages', r.passages.map((p) => p.page).join(','));
}
await s.close();
