import { gql, type TypedDocumentNode, useQuery } from '@apollo/client';
import type { EngineEventResult } from '../model/catalogue.ts';

export interface EngineEventsResult {
  getAllEngineEvents: EngineEventResult[];
}

export interface EngineEventsVariables {
  locale?: string;
}

/** The behaviour graph's node catalogue in one language (spec §7 getAllEngineEvents). */
export const ENGINE_EVENTS_QUERY: TypedDocumentNode<EngineEventsResult, EngineEventsVariables> = gql`
  query EngineEvents($locale: String) {
    getAllEngineEvents(locale: $locale) {
      id
      name
      category
      label
      description
      helpLabel
      helpDescription
      inputs {
        type
        name
        label
        hidePort
        value
        control
        options
      }
      outputs {
        type
        name
        label
      }
    }
  }
`;

/** The catalogue in the user's language, asked again at each opening of the behaviour dialog. */
export function useEngineEvents(locale: string) {
  return useQuery(ENGINE_EVENTS_QUERY, {
    variables: { locale },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
}
