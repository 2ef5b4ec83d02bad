import { gql } from '@apollo/client';

/** A template as the editor loads it. */
export interface Template {
  id: string;
  name: string;
  description: string;
  icon: string;
  code: string;
  compiledCode: string;
  dataTypes: unknown;
  dataGroups: unknown;
  slots: number;
  thumbnails: string[];
  tags: string[];
}

/** The lazy variant for the list (spec §7): id, name, description, icon, thumbnails. */
export interface TemplateSummary {
  id: string;
  name: string;
  description: string;
  icon: string;
  thumbnails: string[];
}

/** What create and update send; the server compiles the code and counts the slots itself. */
export interface TemplateInput {
  name: string;
  description: string;
  icon: string;
  code: string;
  compiledCode: string;
  dataTypes: Record<string, unknown>;
  dataGroups: unknown;
  slots: number;
  thumbnails: string[];
  tags: string[];
}

export const TEMPLATE_FIELDS = gql`
  fragment TemplateFields on Template {
    id
    name
    description
    icon
    code
    compiledCode
    dataTypes
    dataGroups
    slots
    thumbnails
    tags
  }
`;

export const TEMPLATE_SUMMARY_FIELDS = gql`
  fragment TemplateSummaryFields on Template {
    id
    name
    description
    icon
    thumbnails
  }
`;

/** Spec §9: templates are read 100 at a time. */
export const TEMPLATES_PAGE_SIZE = 100;
