// Menu icons by antd icon name. Only the names in use are imported, so the
// bundle does not carry the whole icon set; unknown names fall back.
import type { ReactNode } from 'react';
import {
  ApiOutlined,
  AppstoreOutlined,
  HomeOutlined,
  SettingOutlined,
  TeamOutlined,
  ToolOutlined,
  BookOutlined,
  LinkOutlined,
  NumberOutlined,
  EnvironmentOutlined,
  ExperimentOutlined,
  ShoppingCartOutlined,
  ApartmentOutlined,
  IdcardOutlined,
  UserOutlined,
  SafetyOutlined,
  UsergroupAddOutlined,
  SafetyCertificateOutlined,
  ControlOutlined,
  MenuOutlined,
} from '@ant-design/icons';

const icons: Record<string, ReactNode> = {
  ApiOutlined: <ApiOutlined />,
  AppstoreOutlined: <AppstoreOutlined />,
  HomeOutlined: <HomeOutlined />,
  SettingOutlined: <SettingOutlined />,
  TeamOutlined: <TeamOutlined />,
  ToolOutlined: <ToolOutlined />,
  BookOutlined: <BookOutlined />,
  LinkOutlined: <LinkOutlined />,
  NumberOutlined: <NumberOutlined />,
  EnvironmentOutlined: <EnvironmentOutlined />,
  ExperimentOutlined: <ExperimentOutlined />,
  ShoppingCartOutlined: <ShoppingCartOutlined />,
  ApartmentOutlined: <ApartmentOutlined />,
  IdcardOutlined: <IdcardOutlined />,
  UserOutlined: <UserOutlined />,
  SafetyOutlined: <SafetyOutlined />,
  UsergroupAddOutlined: <UsergroupAddOutlined />,
  SafetyCertificateOutlined: <SafetyCertificateOutlined />,
  ControlOutlined: <ControlOutlined />,
  MenuOutlined: <MenuOutlined />,
};

export function menuIcon(name: string): ReactNode {
  return icons[name] ?? icons.AppstoreOutlined;
}
