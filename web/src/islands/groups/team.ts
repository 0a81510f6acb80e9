export { AgentProfileById } from '../../features/team/components/agent-profile';
