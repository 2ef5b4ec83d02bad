import { gql } from '@apollo/client';

/** A component that drew nothing when the version was rendered (it threw, looped, ran out of memory or is gone). */
export interface RenderError {
  /** The brick's id, or 'template'. */
  key: string;
  /** The component's (or template's) id. */
  moduleId: string;
  /** Error | TypeError | ReferenceError | SyntaxError | Timeout | Memory | Missing */
  type: string;
  message: string;
}

/** One published version of a page: an immutable snapshot of its content, settings and compiled code. */
export interface PageVersion {
  id: string;
  pageId: string;
  /** 1 for the page's first publish, one more for each publish after it. */
  number: number;
  /** The page's URL, name and SEO title as published. */
  url: string;
  name: string;
  title: string;
  /** Whether visitors get this version now. */
  isLive: boolean;
  renderErrors: RenderError[];
  /** Null once their account is deleted. */
  publishedBy: { id: string; username: string; email: string } | null;
  publishedAt: string;
}

export const PAGE_VERSION_FIELDS = gql`
  fragment PageVersionFields on PageVersion {
    id
    pageId
    number
    url
    name
    title
    isLive
    renderErrors {
      key
      moduleId
      type
      message
    }
    publishedBy {
      id
      username
      email
    }
    publishedAt
  }
`;
