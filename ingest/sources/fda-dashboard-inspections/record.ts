/** The body schema lives with the topic's payloads, where enrichment reads it too. */
export { DashboardInspectionRecord, InspectionArea } from '../../../infra/bus/payloads/raw-facilities.ts';
