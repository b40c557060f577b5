/**
 * The links of the documentation, read as GitHub renders Markdown: which files README.md and
 * docs/*.md link to, which anchors their headings make, and which links lead nowhere.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** README.md and every page of docs/, relative to `root`, in a stable order. */
export function documentationFiles(root: string): string[] {
  const pages = readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `docs/${name}`);
  return ['README.md', ...pages];
}

/** The text outside fenced code blocks; each fenced line becomes empty, so lines keep their numbers. */
export function withoutFencedCode(markdown: string): string {
  let fence: string | undefined;
  return markdown
    .split('\n')
    .map((line) => {
      const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
      if (fence === undefined && marker !== undefined) {
        fence = marker;
        return '';
      }
      if (fence !== undefined) {
        if (marker !== undefined && marker[0] === fence[0] && marker.length >= fence.length)
          fence = undefined;
        return '';
      }
      return line;
    })
    .join('\n');
}

/** The text with each code span (which may run over lines) blanked out, its length kept. */
function withoutCodeSpans(text: string): string {
  return text.replace(/(`+)[\s\S]*?[^`]\1(?!`)/g, (span) => span.replace(/[^\n]/g, ' '));
}

/**
 * The anchor GitHub gives a heading's text: the rendered text (code spans and links as their
 * text) in lower case, every character but letters, digits, `-`, `_` and spaces dropped, each
 * space a `-`.
 */
export function headingSlug(heading: string): string {
  return heading
    .replace(/`+([^`]*)`+/g, '$1')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a page's ATX headings, in order; a repeated one gets `-1`, `-2`, … */
export function headingAnchors(markdown: string): string[] {
  const seen = new Map<string, number>();
  const anchors: string[] = [];
  for (const line of withoutFencedCode(markdown).split('\n')) {
    const text = /^ {0,3}#{1,6}(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/.exec(line)?.[1];
    if (text === undefined) continue;
    const slug = headingSlug(text);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.push(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** One link of a page: where it is and what it names. */
export interface Link {
  line: number;
  target: string;
}

/** The links of a page outside code, inline (`[text](target)`) and reference definitions. */
export function pageLinks(markdown: string): Link[] {
  const text = withoutCodeSpans(withoutFencedCode(markdown));
  const lineAt = (index: number): number => text.slice(0, index).split('\n').length;
  const inline = [
    ...text.matchAll(/\[(?:[^[\]]|\[[^[\]]*\])*\]\(\s*(<[^>]*>|[^\s)]+)(?:\s+"[^"]*")?\s*\)/g),
  ];
  const definitions = [...text.matchAll(/^ {0,3}\[[^\]]+\]:[ \t]*(<[^>]*>|\S+)/gm)];
  return [...inline, ...definitions]
    .map((match) => ({
      line: lineAt(match.index),
      target: (match[1] as string).replace(/^<(.*)>$/, '$1'),
    }))
    .sort((a, b) => a.line - b.line);
}

/** Whether a target leaves the repository: a scheme (`https:`, `mailto:`) or `//host`. */
function isExternal(target: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//');
}

/**
 * Each relative link of `file` (relative to `root`, its text `markdown`) that leads nowhere: to
 * no file or folder of the repository, or to an anchor that no heading of the linked page makes.
 * A link into a file that is not Markdown may name a line (`#L12`, `#L12-L20`) only.
 */
export function brokenLinks(root: string, file: string, markdown: string): string[] {
  const broken: string[] = [];
  for (const { line, target } of pageLinks(markdown)) {
    if (isExternal(target)) continue;
    const where = `${file}:${line}: ${target}`;
    const hash = target.indexOf('#');
    const linkPath = decodeURI(hash === -1 ? target : target.slice(0, hash));
    const anchor = hash === -1 ? undefined : decodeURIComponent(target.slice(hash + 1));
    const resolved = linkPath === '' ? file : path.join(path.dirname(file), linkPath);
    if (resolved.startsWith('..') || path.isAbsolute(resolved)) {
      broken.push(`${where}: leads outside the repository`);
      continue;
    }
    if (resolved !== file && !existsSync(path.join(root, resolved))) {
      broken.push(`${where}: no such file or folder as ${resolved}`);
      continue;
    }
    if (anchor === undefined) continue;
    if (resolved !== file && statSync(path.join(root, resolved)).isDirectory()) {
      broken.push(`${where}: ${resolved} is a folder, which has no anchors`);
    } else if (resolved.endsWith('.md')) {
      const page = resolved === file ? markdown : readFileSync(path.join(root, resolved), 'utf8');
      if (!headingAnchors(page).includes(anchor))
        broken.push(`${where}: no heading of ${resolved} makes the anchor #${anchor}`);
    } else if (!/^L\d+(-L\d+)?$/.test(anchor)) {
      broken.push(`${where}: ${resolved} is not Markdown; its only anchors are lines (#L12)`);
    }
  }
  return broken;
}
