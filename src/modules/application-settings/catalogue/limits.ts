import { boolean, decimal, integer, optionalInteger } from './setting.ts';

/** Sizes and counts the instance accepts. */
export const limitSettings = {
  max_attachment_size: integer(100, { greaterThan: 0 }),
  max_artifacts_size: integer(100, { greaterThan: 0 }),
  max_export_size: integer(0, { min: 0 }),
  max_import_size: integer(0, { min: 0 }),
  max_import_remote_file_size: integer(10_240, { min: 0 }),
  max_decompressed_archive_size: integer(25_600, { min: 0 }),
  decompress_archive_file_timeout: integer(210, { min: 0 }),
  max_pages_size: integer(100, { min: 0, lessThan: 1_048_576 }),
  max_pages_custom_domains_per_project: integer(0, { min: 0 }),
  max_terraform_state_size_bytes: integer(0, { min: 0 }),
  snippet_size_limit: integer(52_428_800, { greaterThan: 0 }),
  wiki_page_max_content_bytes: integer(52_428_800, { min: 1024 }),
  wiki_asciidoc_allow_uri_includes: boolean(false),
  asciidoc_max_includes: integer(32, { min: 0, max: 64 }),
  diff_max_patch_bytes: integer(204_800, { min: 204_800, max: 512_000 }),
  diff_max_files: integer(1000, { min: 1000, max: 3000 }),
  diff_max_lines: integer(50_000, { min: 50_000, max: 150_000 }),
  receive_max_input_size: optionalInteger(null, { greaterThan: 0 }),
  push_event_hooks_limit: integer(3, { min: 0 }),
  push_event_activities_limit: integer(3, { min: 0 }),
  terminal_max_session_time: integer(0, { min: 0 }),
  polling_interval_multiplier: decimal(1, { min: 0 }),
  local_markdown_version: integer(0, { min: 0, lessThan: 65_536 }),
  bulk_import_max_download_file_size: integer(5120, { min: 0 }),
  /** Higher tier: repository size limit in MB (0: none). */
  repository_size_limit: integer(0, { min: 0 }),
};
