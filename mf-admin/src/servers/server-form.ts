/**
 * The add/edit form of a server: its fields as typed, and the body sent to the api. The checks
 * are the domain's request schemas (the api validates again with the same ones); this file only
 * turns their verdict into a message per field.
 */
import { addServerBodySchema, editServerBodySchema, SERVER_PRIORITY_LIMIT, type AdminServer } from '@pug/domain';

export interface ServerFormValues {
  name: string;
  ipport: string;
  rconPassword: string;
  region: string;
  priority: string;
  enabled: boolean;
}

export const emptyServerForm: ServerFormValues = { name: '', ipport: '', rconPassword: '', region: 'na', priority: '0', enabled: true };

export function formOf(server: AdminServer): ServerFormValues {
  return { name: server.name, ipport: server.ipport, rconPassword: '', region: server.region, priority: String(server.priority), enabled: server.enabled };
}

export type ServerFormErrors = Partial<Record<keyof ServerFormValues, string>>;

const MESSAGES: Record<keyof ServerFormValues, string> = {
  name: 'A name is required',
  ipport: 'Address as host:port, e.g. 203.0.113.7:27015',
  rconPassword: 'The RCON password is required: no spaces, quotes or semicolons',
  region: 'A region is required',
  priority: `A whole number from -${SERVER_PRIORITY_LIMIT} to ${SERVER_PRIORITY_LIMIT}`,
  enabled: 'Enabled or not',
};

/** The domain's rules for the body this form sends. Editing may leave the RCON password empty to keep it. */
export function checkServerForm(values: ServerFormValues, editing: boolean): ServerFormErrors {
  const schema = editing ? editServerBodySchema : addServerBodySchema;
  const result = schema.safeParse(serverBody(values, editing));
  const errors: ServerFormErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in MESSAGES) errors[field as keyof ServerFormValues] = MESSAGES[field as keyof ServerFormValues];
  }
  return errors;
}

/** The api body of the form (a priority that is not a whole number is sent as NaN, which the schema refuses). */
export function serverBody(values: ServerFormValues, editing: boolean): Record<string, unknown> {
  const priority = values.priority.trim();
  return {
    name: values.name.trim(),
    ipport: values.ipport.trim(),
    region: values.region.trim(),
    priority: /^-?\d+$/.test(priority) ? Number(priority) : Number.NaN,
    enabled: values.enabled,
    ...(editing && values.rconPassword === '' ? {} : { rconPassword: values.rconPassword }),
  };
}
