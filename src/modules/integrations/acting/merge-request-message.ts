import { combinedName, type ChatMessage } from './chat-message.ts';
import { firstLine, link, stripMarkup } from './chat-text.ts';
import { num, text } from './payload-fields.ts';

/** A merge request opened, closed, merged... (GitLab's MergeMessage). */
export function mergeRequestMessage(payload: unknown, projectName: string): ChatMessage {
  const projectUrl = text(payload, 'project', 'web_url') ?? '';
  const iid = num(payload, 'object_attributes', 'iid');
  const title = `*${stripMarkup(firstLine(text(payload, 'object_attributes', 'title') ?? ''))}*`;
  const user = stripMarkup(combinedName(text(payload, 'user', 'name'), text(payload, 'user', 'username')));
  const mrLink = link(`!${iid} ${title}`, `${projectUrl}/-/merge_requests/${iid}`);
  const projectLink = link(projectName, projectUrl);
  const did = stateOrAction(
    text(payload, 'object_attributes', 'action'),
    text(payload, 'object_attributes', 'state'),
  );
  const avatar = text(payload, 'user', 'avatar_url');
  return {
    message: `${user} ${did} merge request ${mrLink} in ${projectLink}`,
    pretextEmpty: false,
    slackAttachments: [],
    markdownAttachments: '',
    activity: {
      title: `Merge request ${did} by ${user}`,
      subtitle: `in ${projectLink}`,
      text: mrLink,
      image: avatar,
    },
    projectName,
    userName: text(payload, 'user', 'username'),
    userAvatar: avatar,
    threadKey: `merge request !${iid}`,
  };
}

function stateOrAction(action: string | null, state: string | null): string {
  if (action === 'approved' || action === 'unapproved') return action;
  if (action === 'approval') return 'added their approval to';
  if (action === 'unapproval') return 'removed their approval from';
  return state ?? action ?? '';
}
