import { defineEntity, p } from '@mikro-orm/postgresql';

/** A metrics dashboard annotation of an environment or of a cluster (exactly one of the two). */
export const MetricsDashboardAnnotationSchema = defineEntity({
  name: 'MetricsDashboardAnnotation',
  tableName: 'metrics_dashboard_annotations',
  properties: {
    id: p.integer().primary().autoincrement(),
    environmentId: p.integer().nullable(),
    clusterId: p.integer().nullable(),
    dashboardPath: p.string().length(255),
    panelXid: p.string().length(255).nullable(),
    description: p.text(),
    startingAt: p.datetime(),
    endingAt: p.datetime().nullable(),
  },
});

export class MetricsDashboardAnnotation extends MetricsDashboardAnnotationSchema.class {}
MetricsDashboardAnnotationSchema.setClass(MetricsDashboardAnnotation);
