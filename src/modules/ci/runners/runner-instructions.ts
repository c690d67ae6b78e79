import { badRequest } from '../../../core/errors.ts';

/** Where GitLab publishes the newest GitLab Runner binaries. */
const DOWNLOADS = 'https://gitlab-runner-downloads.s3.amazonaws.com/latest/binaries';

/** A platform GitLab Runner ships a binary for: the binary of each architecture, and how to set it up. */
export interface RunnerPlatform {
  name: string;
  humanReadableName: string;
  architectures: { name: string; downloadLocation: string }[];
  /** The shell commands that install the binary at `download` as a service. */
  install: (download: string) => string;
  /** How the installed binary is called on this platform. */
  executable: string;
}

const binaries = (os: string, archs: string[], suffix = '') =>
  archs.map((name) => ({ name, downloadLocation: `${DOWNLOADS}/gitlab-runner-${os}-${name}${suffix}` }));

/** The platforms of GitLab's runner install instructions, in GitLab's order. */
export const RUNNER_PLATFORMS: readonly RunnerPlatform[] = [
  {
    name: 'linux',
    humanReadableName: 'Linux',
    architectures: binaries('linux', ['amd64', '386', 'arm', 'arm64']),
    executable: 'sudo gitlab-runner',
    install: (download) =>
      [
        '# Fetch the GitLab Runner binary for this machine',
        `sudo curl -L --output /usr/local/bin/gitlab-runner ${download}`,
        'sudo chmod +x /usr/local/bin/gitlab-runner',
        '',
        '# A system user for the runner to run jobs as',
        "sudo useradd --comment 'GitLab Runner' --create-home gitlab-runner --shell /bin/bash",
        '',
        '# Install it as a service and start it',
        'sudo gitlab-runner install --user=gitlab-runner --working-directory=/home/gitlab-runner',
        'sudo gitlab-runner start',
      ].join('\n'),
  },
  {
    name: 'osx',
    humanReadableName: 'macOS',
    architectures: binaries('darwin', ['amd64', 'arm64']),
    executable: 'sudo gitlab-runner',
    install: (download) =>
      [
        '# Fetch the GitLab Runner binary for this machine',
        `sudo curl --output /usr/local/bin/gitlab-runner ${download}`,
        'sudo chmod +x /usr/local/bin/gitlab-runner',
        '',
        '# As the user the runner runs jobs as: register it (below), then install and start the service',
        'cd ~',
        'gitlab-runner install',
        'gitlab-runner start',
      ].join('\n'),
  },
  {
    name: 'windows',
    humanReadableName: 'Windows',
    architectures: binaries('windows', ['amd64', '386'], '.exe'),
    executable: '.\\gitlab-runner.exe',
    install: (download) =>
      [
        '# In PowerShell run as administrator: a folder for the runner',
        "New-Item -Path 'C:\\GitLab-Runner' -ItemType Directory",
        "cd 'C:\\GitLab-Runner'",
        '',
        '# Fetch the GitLab Runner binary for this machine',
        `Invoke-WebRequest -Uri "${download}" -OutFile "gitlab-runner.exe"`,
        '',
        '# Register the runner (below), then install the service and start it',
        '.\\gitlab-runner.exe install',
        '.\\gitlab-runner.exe start',
      ].join('\n'),
  },
];

/** How to install GitLab Runner on a platform and architecture, and register it with this instance. */
export function runnerSetup(
  platform: string,
  architecture: string,
  instanceUrl: string,
): { installInstructions: string; registerInstructions: string } {
  const found = RUNNER_PLATFORMS.find((p) => p.name === platform);
  if (!found) throw badRequest('Invalid OS');
  const binary = found.architectures.find((a) => a.name === architecture);
  if (!binary) throw badRequest('Architecture not found for OS');
  return {
    installInstructions: found.install(binary.downloadLocation),
    registerInstructions: `${found.executable} register --url ${instanceUrl} --registration-token $REGISTRATION_TOKEN`,
  };
}
