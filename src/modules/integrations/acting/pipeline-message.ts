import { combinedName, type ChatMessage } from './chat-message.ts';
import { link, prettyDuration, slackFormat, stripMarkup } from './chat-text.ts';
import { field, list, num, text } from './payload-fields.ts';

/** Failed jobs a pipeline message names at most; the rest are counted. */
const MAX_VISIBLE_JOBS = 10;

/** A pipeline that passed or failed (GitLab's PipelineMessage), its failed stages and jobs. */
export function pipelineMessage(payload: unknown): ChatMessage {
  const projectUrl = text(payload, 'project', 'web_url') ?? '';
  const projectName = text(payload, 'project', 'name') ?? '';
  const id = num(payload, 'object_attributes', 'id');
  const ref = text(payload, 'object_attributes', 'ref') ?? '';
  const refType = field(payload, 'object_attributes', 'tag') === true ? 'tag' : 'branch';
  const status = text(payload, 'object_attributes', 'status') ?? '';
  const withWarnings = text(payload, 'object_attributes', 'detailed_status') === 'passed with warnings';
  const duration = prettyDuration(num(payload, 'object_attributes', 'duration') ?? 0);
  const finishedAt = text(payload, 'object_attributes', 'finished_at');
  const user = stripMarkup(
    combinedName(text(payload, 'user', 'name'), text(payload, 'user', 'username') ?? 'API'),
  );
  const avatar = text(payload, 'user', 'avatar_url');

  const failedJobs = actuallyFailedJobs(list(payload, 'builds'));
  const failedStages = [...new Set(failedJobs.map((job) => text(job, 'stage') ?? ''))];
  const failuresUrl = `${projectUrl}/-/pipelines/${id}/failures`;
  const pipelineUrl = failedJobs.length > 0 ? failuresUrl : `${projectUrl}/-/pipelines/${id}`;
  const pipelineLink = link(`#${id}`, pipelineUrl);
  const refLink = link(
    ref,
    refType === 'tag' ? `${projectUrl}/-/tags/${ref}` : `${projectUrl}/-/commits/${ref}`,
  );
  const projectLink = link(projectName, projectUrl);
  const humanized =
    status === 'success'
      ? withWarnings
        ? 'has passed with warnings'
        : 'has passed'
      : status === 'failed'
        ? 'has failed'
        : status;
  const message = `${projectLink}: Pipeline ${pipelineLink} of ${refType} ${refLink} by ${user} ${humanized} in ${duration}`;

  const fields: Record<string, unknown>[] = [
    { title: refType === 'tag' ? 'Tag' : 'Branch', value: slackFormat(refLink), short: true },
    {
      title: 'Commit',
      value: slackFormat(link(text(payload, 'commit', 'title') ?? '', text(payload, 'commit', 'url') ?? '')),
      short: true,
    },
  ];
  if (failedStages.length > 0) {
    fields.push({
      title: failedStages.length === 1 ? 'Failed stage' : 'Failed stages',
      value: slackFormat(failedStages.map((stage) => link(stage, pipelineUrl)).join(', ')),
      short: true,
    });
  }
  if (failedJobs.length > 0) {
    const shown = failedJobs
      .slice(0, MAX_VISIBLE_JOBS)
      .map((job) => link(text(job, 'name') ?? '', `${projectUrl}/-/jobs/${num(job, 'id')}`));
    const more = failedJobs.length - MAX_VISIBLE_JOBS;
    if (more > 0) shown.push(`and [${more} more](${failuresUrl})`);
    fields.push({
      title: failedJobs.length === 1 ? 'Failed job' : 'Failed jobs',
      value: slackFormat(shown.join(', ')),
      short: true,
    });
  }
  const name = text(payload, 'object_attributes', 'name');
  if (name) fields.push({ title: 'Pipeline name', value: name, short: false });

  return {
    message,
    pretextEmpty: true,
    slackAttachments: [
      {
        fallback: slackFormat(message),
        color: status === 'success' ? (withWarnings ? 'warning' : 'good') : 'danger',
        author_name: user,
        author_icon: avatar,
        title: `Pipeline #${id} ${humanized} in ${duration}`,
        title_link: pipelineUrl,
        fields,
        footer: projectName,
        footer_icon: text(payload, 'project', 'avatar_url'),
        ts: finishedAt ? Math.floor(Date.parse(finishedAt) / 1000) : null,
      },
    ],
    markdownAttachments: message,
    activity: {
      title: `Pipeline ${pipelineLink} of ${refType} ${refLink} by ${user} ${humanized}`,
      subtitle: `in ${projectLink}`,
      text: `in ${duration}`,
      image: avatar ?? '',
    },
    projectName,
    userName: text(payload, 'user', 'username') ?? 'API',
    userAvatar: avatar,
    threadKey: `pipeline ${id}`,
  };
}

/** Jobs that failed and were not retried successfully, each name once, the latest first. */
function actuallyFailedJobs(builds: unknown[]): unknown[] {
  const succeeded = new Set(
    builds.filter((b) => text(b, 'status') === 'success').map((b) => text(b, 'name')),
  );
  const seen = new Set<string | null>();
  const failed: unknown[] = [];
  for (const build of builds) {
    const name = text(build, 'name');
    if (text(build, 'status') !== 'failed' || succeeded.has(name) || seen.has(name)) continue;
    seen.add(name);
    failed.push(build);
  }
  return failed.reverse();
}
