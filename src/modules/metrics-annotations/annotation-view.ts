/** An annotation as both faces show it. */
export interface AnnotationView {
  id: number;
  environmentId: number | null;
  clusterId: number | null;
  dashboardPath: string;
  panelXid: string | null;
  description: string;
  startingAt: string;
  endingAt: string | null;
}
