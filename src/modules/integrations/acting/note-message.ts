import { ATTACHMENT_COLOR, combinedName, type ChatMessage } from './chat-message.ts';
import { firstLine, link, slackFormat } from './chat-text.ts';
import { num, text } from './payload-fields.ts';

/** A comment (GitLab's NoteMessage): who commented on what, and the comment. */
export function noteMessage(payload: unknown, projectName: string): ChatMessage {
  const projectUrl = text(payload, 'project', 'web_url') ?? '';
  const note = text(payload, 'object_attributes', 'note') ?? '';
  const noteUrl = text(payload, 'object_attributes', 'url') ?? '';
  const [target, title] = targetOf(payload);
  const user = combinedName(text(payload, 'user', 'name'), text(payload, 'user', 'username'));
  const projectLink = link(projectName, projectUrl);
  const commented = link(`commented on ${target}`, noteUrl);
  const avatar = text(payload, 'user', 'avatar_url');
  return {
    message: `${user} ${commented} in ${projectLink}: *${firstLine(title)}*`,
    pretextEmpty: false,
    slackAttachments: [{ text: slackFormat(note), color: ATTACHMENT_COLOR }],
    markdownAttachments: note,
    activity: {
      title: `${user} ${commented}`,
      subtitle: `in ${projectLink}`,
      text: firstLine(title),
      image: avatar,
    },
    projectName,
    userName: text(payload, 'user', 'username'),
    userAvatar: avatar,
    threadKey: target,
  };
}

function targetOf(payload: unknown): [string, string] {
  switch (text(payload, 'object_attributes', 'noteable_type')) {
    case 'MergeRequest':
      return [
        `merge request !${num(payload, 'merge_request', 'iid')}`,
        text(payload, 'merge_request', 'title') ?? '',
      ];
    case 'Issue':
      return [`issue #${num(payload, 'issue', 'iid')}`, text(payload, 'issue', 'title') ?? ''];
    case 'Snippet':
      return [`snippet $${num(payload, 'snippet', 'id')}`, text(payload, 'snippet', 'title') ?? ''];
    case 'Commit':
      return [
        `commit ${(text(payload, 'commit', 'id') ?? '').slice(0, 8)}`,
        text(payload, 'commit', 'message') ?? '',
      ];
    default:
      return ['', ''];
  }
}
