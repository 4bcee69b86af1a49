// Made by `npm run menu:icons` (scripts/menuIcons.ts) from the icons the
// modules' menu entries and the platform's directories name; do not edit.
export {
  ApartmentOutlined,
  ApiOutlined,
  AppstoreOutlined,
  BookOutlined,
  ControlOutlined,
  EnvironmentOutlined,
  ExperimentOutlined,
  IdcardOutlined,
  MenuOutlined,
  NumberOutlined,
  SafetyCertificateOutlined,
  SafetyOutlined,
  SettingOutlined,
  ShoppingCartOutlined,
  TeamOutlined,
  ToolOutlined,
  UserOutlined,
  UsergroupAddOutlined,
} from '@ant-design/icons';
