/** The add/edit form of a server: its fields as typed, checks, and the body sent to the api. */
import type { AdminServer } from './types.ts';

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

/** The same rules the api applies (it validates again). Editing may leave the RCON password empty to keep it. */
export function checkServerForm(values: ServerFormValues, editing: boolean): ServerFormErrors {
  const errors: ServerFormErrors = {};
  if (!values.name.trim()) errors.name = 'A name is required';
  else if (values.name.trim().length > 60) errors.name = 'At most 60 characters';
  const m = /^[A-Za-z0-9.-]{1,253}:(\d{1,5})$/.exec(values.ipport.trim());
  if (!m || Number(m[1]) < 1 || Number(m[1]) > 65535) errors.ipport = 'Address as host:port, e.g. 203.0.113.7:27015';
  if (!editing || values.rconPassword !== '') {
    if (!values.rconPassword) errors.rconPassword = 'The RCON password is required';
    else if (!/^[\x21-\x7e]+$/.test(values.rconPassword) || /["';]/.test(values.rconPassword)) errors.rconPassword = 'No spaces, quotes or semicolons';
  }
  if (!values.region.trim()) errors.region = 'A region is required';
  if (!/^-?\d{1,4}$/.test(values.priority.trim()) || Math.abs(Number(values.priority)) > 1000) errors.priority = 'A whole number from -1000 to 1000';
  return errors;
}

export function serverBody(values: ServerFormValues, editing: boolean): Record<string, unknown> {
  return {
    name: values.name.trim(),
    ipport: values.ipport.trim(),
    region: values.region.trim(),
    priority: Number(values.priority),
    enabled: values.enabled,
    ...(editing && values.rconPassword === '' ? {} : { rconPassword: values.rconPassword }),
  };
}
