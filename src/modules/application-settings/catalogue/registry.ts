import { boolean, integer, integerList } from './setting.ts';

/** Container and package registries. */
export const registrySettings = {
  container_expiration_policies_enable_historic_entries: boolean(false),
  container_registry_cleanup_tags_service_max_list_size: integer(200, { min: 0 }),
  container_registry_delete_tags_service_timeout: integer(250, { min: 0 }),
  container_registry_expiration_policies_caching: boolean(true),
  container_registry_expiration_policies_worker_capacity: integer(4, { min: 0 }),
  container_registry_token_expire_delay: integer(5, { greaterThan: 0 }),
  package_registry_cleanup_policies_worker_capacity: integer(2, { min: 0 }),
  packages_cleanup_package_file_worker_capacity: integer(2, { min: 0 }),
  dependency_proxy_ttl_group_policy_worker_capacity: integer(2, { min: 0 }),
  package_registry_allow_anyone_to_pull_option: boolean(true),
  nuget_skip_metadata_url_validation: boolean(false),
  /** Higher tier: forwarding to the public registries, and the package metadata synced. */
  maven_package_requests_forwarding: boolean(true),
  npm_package_requests_forwarding: boolean(true),
  pypi_package_requests_forwarding: boolean(true),
  package_metadata_purl_types: integerList([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]),
};
