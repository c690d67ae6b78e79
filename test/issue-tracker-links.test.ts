import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IssueTrackerLinksDocument } from './generated/graphql.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { runPythonGitlab } from './support/python-gitlab.ts';

// External issue trackers decide where a project's issue references lead: the issues a merge
// request closes (REST, through python-gitlab) and the links of its rendered texts (GraphQL).
const PUBLIC = 'https://93.184.215.14';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

interface ScriptResult {
  path: string;
  iid: number;
  without_tracker: string[];
  custom: [string, string][];
  second_tracker: string;
  redmine_active: boolean;
  jira: string[];
}

describe('external issue trackers', () => {
  let result: ScriptResult;
  beforeAll(async () => {
    result = await runPythonGitlab<ScriptResult>(t, 'issue_trackers.py');
  });

  it('name the issues a merge request closes, by the tracker active in the project', () => {
    expect(result.without_tracker).toEqual([]);
    // Closing keywords in the title, description and commit messages; mentions (`see #45`) close nothing.
    expect(result.custom).toEqual([
      ['12', 'External Issue 12'],
      ['7', 'External Issue 7'],
      ['44', 'External Issue 44'],
    ]);
    // Jira knows project keys only: `#12` is no Jira issue.
    expect(result.jira).toEqual(['PROJ-7']);
  });

  it('refuse a second active issue tracker and leave it inactive', () => {
    expect(result.second_tracker).toContain('Only one issue tracker service can be active at a time');
    expect(result.redmine_active).toBe(false);
  });

  it('link issue references in rendered texts to the tracker, outside code and links', async () => {
    const fields = async () => {
      const { data, errors } = await t.graphql(IssueTrackerLinksDocument, {
        fullPath: result.path,
        iid: String(result.iid),
      });
      expect(errors).toBeUndefined();
      return data!.project!.mergeRequest!;
    };
    const jira = await fields();
    expect(jira.descriptionHtml).toContain(
      `<a href="${PUBLIC}/jira/browse/PROJ-7" title="Issue in Jira" class="gfm gfm-issue"`,
    );
    expect(jira.descriptionHtml).toContain('OPS-9</a>');
    expect(jira.descriptionHtml).not.toContain('>#12</a>');

    const path = encodeURIComponent(result.path);
    expect((await t.delete(`/api/v4/projects/${path}/integrations/jira`)).status).toBe(204);
    const put = await t.put(`/api/v4/projects/${path}/integrations/custom-issue-tracker`, {
      body: {
        project_url: `${PUBLIC}/tracker`,
        issues_url: `${PUBLIC}/tracker/issues/:id`,
        new_issue_url: `${PUBLIC}/tracker/issues/new`,
      },
    });
    expect(put.status).toBe(200);
    await t.put(`/api/v4/projects/${path}/merge_requests/${result.iid}`, {
      body: { description: 'Closes #12, `#13` in code, [#14](https://example.com/x) linked.' },
    });
    const custom = await fields();
    expect(custom.descriptionHtml).toContain(
      `<a href="${PUBLIC}/tracker/issues/12" title="Issue in Custom issue tracker" class="gfm gfm-issue" data-reference-type="external_issue" data-external-issue="12">#12</a>`,
    );
    expect(custom.descriptionHtml).toContain('<code>#13</code>');
    expect(custom.descriptionHtml).toContain('<a href="https://example.com/x">#14</a>');
    const commit = custom.commitsWithoutMergeCommits!.nodes[0]!;
    expect(commit.descriptionHtml).toContain(`<a href="${PUBLIC}/tracker/issues/44"`);

    expect((await t.delete(`/api/v4/projects/${path}/integrations/custom-issue-tracker`)).status).toBe(204);
    const none = await fields();
    expect(none.descriptionHtml).not.toContain('gfm-issue');
  });
});
