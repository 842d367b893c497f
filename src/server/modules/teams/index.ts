// What other modules use of teams (issue 44).
export { teamRoutes } from './routes';
export { teamForDonation, findTeam, listTeams } from './service';
