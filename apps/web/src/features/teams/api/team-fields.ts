import { gql } from '@apollo/client';

export interface TeamMember {
  id: string;
  username: string;
  email: string;
  /** viewer | editor | publisher | developer | admin (admin is shown as manager) */
  role: string;
  isOrgOwner: boolean;
}

export interface PendingInvitation {
  id: string;
  email: string;
  role: string;
  expiresAt: string;
  invitedBy: { id: string; username: string } | null;
}

export interface Team {
  id: string;
  name: string;
  description: string;
  memberCount: number;
  /** The signed-in user's role here; null when they see the team as organization owner only. */
  viewerRole: string | null;
  /** Permission names the signed-in user holds on this team (packages/shared permissions.ts). */
  abilities: string[];
  users: TeamMember[];
  /** Pending invitations; empty unless the user may invite. */
  invitations: PendingInvitation[];
}

export const TEAM_FIELDS = gql`
  fragment TeamFields on Team {
    id
    name
    description
    memberCount
    viewerRole
    abilities
    users {
      id
      username
      email
      role
      isOrgOwner
    }
    invitations {
      id
      email
      role
      expiresAt
      invitedBy {
        id
        username
      }
    }
  }
`;
