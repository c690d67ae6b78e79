import { createRequire } from 'node:module';

/**
 * The emoji names awards accept, from Emojibase's JoyPixels shortcodes (the emojione names GitLab's
 * awards use: `thumbsup`, `slight_smile`, `tada`). Each emoji's first shortcode is its name; the
 * others are aliases that awarding turns into the name (`+1` is `thumbsup`), as GitLab does.
 */
export interface EmojiInfo {
  name: string;
  /** The emoji itself. */
  emoji: string;
  /** Its code points in hexadecimal, dash-separated (`1F44D`). */
  unicode: string;
  description: string;
  /** The Unicode version it appeared in (`6.0`). */
  unicodeVersion: string;
}

/** Emoji versions before 11 were numbered apart from Unicode's; later ones follow it. */
function unicodeVersion(emojiVersion: number): string {
  if (emojiVersion < 1) return (emojiVersion * 10).toFixed(1);
  if (emojiVersion < 3) return '8.0';
  if (emojiVersion < 5) return '9.0';
  if (emojiVersion < 11) return '10.0';
  return emojiVersion.toFixed(1);
}

interface EmojibaseEmoji {
  hexcode: string;
  label: string;
  version: number;
  skins?: EmojibaseEmoji[];
}

const load = createRequire(import.meta.url);
let index: { byName: Map<string, EmojiInfo>; aliases: Map<string, string> } | null = null;

function emojiIndex() {
  if (index) return index;
  const shortcodes = load('emojibase-data/en/shortcodes/joypixels.json') as Record<string, string | string[]>;
  const data = load('emojibase-data/en/data.json') as EmojibaseEmoji[];
  const byHex = new Map<string, EmojibaseEmoji>();
  for (const emoji of data) {
    byHex.set(emoji.hexcode, emoji);
    for (const skin of emoji.skins ?? []) byHex.set(skin.hexcode, skin);
  }
  const byName = new Map<string, EmojiInfo>();
  const aliases = new Map<string, string>();
  for (const [hexcode, codes] of Object.entries(shortcodes)) {
    const [name, ...others] = typeof codes === 'string' ? [codes] : codes;
    const emoji = byHex.get(hexcode);
    if (!name || !emoji) continue;
    byName.set(name, {
      name,
      emoji: String.fromCodePoint(...hexcode.split('-').map((h) => parseInt(h, 16))),
      unicode: hexcode,
      description: emoji.label,
      unicodeVersion: unicodeVersion(emoji.version),
    });
    for (const alias of others) if (!aliases.has(alias)) aliases.set(alias, name);
  }
  index = { byName, aliases };
  return index;
}

/** The emoji's name for a name or an alias (`+1` → `thumbsup`); null when no emoji is called so. */
export function emojiName(nameOrAlias: string): string | null {
  const { byName, aliases } = emojiIndex();
  if (byName.has(nameOrAlias)) return nameOrAlias;
  return aliases.get(nameOrAlias) ?? null;
}

/** What is known of an emoji by its name (null for a name no emoji has). */
export function emojiInfo(name: string): EmojiInfo | null {
  return emojiIndex().byName.get(name) ?? null;
}
