export { VipAlertButton } from '../../features/finance-takeovers/components/vip-alert-button';
