import { ATTACHMENT_COLOR, type ChatMessage } from './chat-message.ts';
import { link, slackFormat, stripMarkup } from './chat-text.ts';
import { blankRef, list, refName, text } from './payload-fields.ts';

/** A push or tag push (GitLab's PushMessage): who pushed what where, and the commits. */
export function pushMessage(payload: unknown, projectName: string): ChatMessage {
  const projectUrl = text(payload, 'project', 'web_url') ?? '';
  const ref = text(payload, 'ref') ?? '';
  const before = text(payload, 'before');
  const after = text(payload, 'after');
  const refType = ref.startsWith('refs/tags/') ? 'tag' : 'branch';
  const name = refName(ref);
  // Push payloads carry the pusher's full name as `user_name`, which GitLab shows alone.
  const user = text(payload, 'user_name') ?? text(payload, 'user_username') ?? '';
  const refUrl = refType === 'tag' ? `${projectUrl}/-/tags/${name}` : `${projectUrl}/-/commits/${name}`;
  const refLink = link(name, refUrl);
  const projectLink = link(projectName, projectUrl);
  const compareLink = link('Compare changes', `${projectUrl}/-/compare/${before}...${after}`);
  const created = blankRef(before);
  const removed = blankRef(after);
  const [action, shownRef, target] = created
    ? ['pushed new', refLink, `to ${projectLink}`]
    : removed
      ? ['removed', name, `from ${projectLink}`]
      : ['pushed to', refLink, `of ${projectLink} (${compareLink})`];
  const commits = list(payload, 'commits')
    .map((commit) => {
      const id = (text(commit, 'id') ?? '').slice(0, 8);
      const title = stripMarkup(text(commit, 'title') ?? '');
      const author = stripMarkup(text(commit, 'author', 'name') ?? '');
      return `${link(id, text(commit, 'url') ?? '')}: ${title} - ${author}`;
    })
    .join('\n\n');
  const listed = !created && !removed;
  return {
    message: [stripMarkup(user), action, refType, shownRef, target].join(' '),
    pretextEmpty: false,
    slackAttachments: listed ? [{ text: slackFormat(commits), color: ATTACHMENT_COLOR }] : [],
    markdownAttachments: listed ? commits : '',
    activity: {
      title: [stripMarkup(user), action, refType, shownRef].join(' '),
      subtitle: `in ${projectLink}`,
      text: compareLink,
      image: text(payload, 'user_avatar'),
    },
    projectName,
    userName: user,
    userAvatar: text(payload, 'user_avatar'),
    threadKey: null,
  };
}
