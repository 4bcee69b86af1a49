// The shell's fixed sizes (spec 01 §9).

/** The settings, application-switch, message and chat drawers. */
export const drawerWidth = 280;
