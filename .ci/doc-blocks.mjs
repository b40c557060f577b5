// Prints one fenced code block of a Markdown file, as a user would copy it: the first block of
// LANGUAGE whose text contains MARKER. Exit 1, naming what was sought, when there is none.
//   node .ci/doc-blocks.mjs FILE LANGUAGE MARKER
import { readFileSync } from 'node:fs';

const [file, language, marker] = process.argv.slice(2);
if (file === undefined || language === undefined || marker === undefined) {
  console.error('usage: node .ci/doc-blocks.mjs FILE LANGUAGE MARKER');
  process.exit(2);
}
const text = readFileSync(file, 'utf8');
for (const [, lang, body] of text.matchAll(/^```(\w*)\n([\s\S]*?)^```$/gm)) {
  if (lang === language && body.includes(marker)) {
    process.stdout.write(body);
    process.exit(0);
  }
}
console.error(`${file}: no \`\`\`${language} block holds ${JSON.stringify(marker)}`);
process.exit(1);
