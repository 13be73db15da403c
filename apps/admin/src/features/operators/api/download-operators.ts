/** GET /wps/operator/operators/export: the operators an owner reaches, by name, as CSV (decision 0055). */
import { downloadCsv } from '../../../lib/download-csv';

export const downloadOperators = (language: string): Promise<string> =>
  downloadCsv('/wps/operator/operators/export', new URLSearchParams(), language, 'operators.csv');
