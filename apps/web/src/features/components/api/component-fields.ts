import { gql } from '@apollo/client';

/** A component as the editor loads it (every field it shows or saves). */
export interface Component {
  id: string;
  name: string;
  description: string;
  icon: string;
  code: string;
  compiledCode: string;
  dataTypes: unknown;
  dataGroups: unknown;
  dataEvents: unknown;
  tags: string[];
}

/** The lazy variant for the list: enough to draw a card with its live preview. */
export interface ComponentSummary {
  id: string;
  name: string;
  description: string;
  icon: string;
  compiledCode: string;
  dataTypes: unknown;
}

/** What create and update send (spec §7); the server compiles `code` itself. */
export interface ComponentInput {
  name: string;
  description: string;
  icon: string;
  code: string;
  compiledCode: string;
  dataTypes: Record<string, unknown>;
  dataGroups: unknown;
  dataEvents: unknown;
  tags: string[];
}

export const COMPONENT_FIELDS = gql`
  fragment ComponentFields on Component {
    id
    name
    description
    icon
    code
    compiledCode
    dataTypes
    dataGroups
    dataEvents
    tags
  }
`;

export const COMPONENT_SUMMARY_FIELDS = gql`
  fragment ComponentSummaryFields on Component {
    id
    name
    description
    icon
    compiledCode
    dataTypes
  }
`;

/** Spec §9: components are read 100 at a time (the server's maximum). */
export const COMPONENTS_PAGE_SIZE = 100;
