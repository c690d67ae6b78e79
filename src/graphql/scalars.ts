import { GraphQLError, Kind } from 'graphql';
import { isoInstant } from '../core/time.ts';
import { builder } from './builder.ts';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

builder.scalarType('Time', {
  description: 'Time represented in ISO 8601, e.g. "2021-03-09T14:58:50+00:00".',
  serialize: (value) => (value instanceof Date ? isoInstant(value.getTime()) : String(value)),
  parseValue: (value) => {
    const date = new Date(String(value));
    if (typeof value !== 'string' || Number.isNaN(date.getTime())) {
      throw new GraphQLError(`${String(value)} is not a valid ISO 8601 time`);
    }
    return date;
  },
});

builder.scalarType('Date', {
  description: 'Date represented in ISO 8601, e.g. "2021-03-09".',
  serialize: (value) => String(value),
  parseValue: (value) => {
    if (typeof value !== 'string' || !ISO_DATE.test(value) || Number.isNaN(Date.parse(value))) {
      throw new GraphQLError(`${String(value)} is not a valid ISO 8601 date`);
    }
    return value;
  },
});

builder.scalarType('JSON', {
  description: 'Represents untyped JSON.',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (ast) => (ast.kind === Kind.STRING ? ast.value : null),
});

builder.scalarType('Duration', {
  description: 'Duration between two instants, represented as a fractional number of seconds, e.g. 12.3334.',
  serialize: (value) => Number(value),
  parseValue: (value) => {
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      throw new GraphQLError(`${String(value)} is not a valid duration`);
    }
    return value;
  },
});
