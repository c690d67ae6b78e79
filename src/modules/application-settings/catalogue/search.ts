import { boolean, integer, integerList, list, secret, text } from './setting.ts';

/** Higher tier: advanced search with Elasticsearch. */
export const searchSettings = {
  elasticsearch_indexing: boolean(false),
  elasticsearch_search: boolean(false),
  elasticsearch_url: list(['http://localhost:9200']),
  elasticsearch_username: text(),
  elasticsearch_password: secret(text()),
  elasticsearch_aws: boolean(false),
  elasticsearch_aws_region: text('us-east-1'),
  elasticsearch_aws_access_key: text(),
  elasticsearch_aws_secret_access_key: secret(text()),
  elasticsearch_limit_indexing: boolean(false),
  elasticsearch_namespace_ids: integerList([]),
  elasticsearch_project_ids: integerList([]),
  elasticsearch_indexed_field_length_limit: integer(0, { min: 0 }),
  elasticsearch_indexed_file_size_limit_kb: integer(1024, { greaterThan: 0 }),
  elasticsearch_max_bulk_concurrency: integer(10, { greaterThan: 0 }),
  elasticsearch_max_bulk_size_mb: integer(10, { greaterThan: 0 }),
  elasticsearch_max_code_indexing_concurrency: integer(30, { greaterThan: 0 }),
  elasticsearch_requeue_workers: boolean(false),
  elasticsearch_worker_number_of_shards: integer(2, { greaterThan: 0 }),
  elasticsearch_retry_on_failure: integer(0, { min: 0 }),
};
