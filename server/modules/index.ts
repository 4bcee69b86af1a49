// Every server module, in the order their routes register. Adding an API area
// means adding its folder and one line here.
import type { ModuleManifest } from './defineModule';
import health from './health/module';
import oauth from './oauth/module';
import currentUser from './current-user/module';
import file from './file/module';
import system from './system/module';
import dictionary from './dictionary/module';
import billRule from './billRule/module';
import area from './area/module';
import organize from './organize/module';
import position from './position/module';
import users from './users/module';
import role from './role/module';
import group from './group/module';
import authorize from './authorize/module';
import purchase from './purchase/module';
import widgetGallery from './widgetGallery/module';
import forms from './forms/module';
import apiDocs from './apiDocs/module';

export const modules: readonly ModuleManifest[] = [health, oauth, currentUser, file, system, dictionary, billRule, area, organize, position, users, role, group, authorize, purchase, widgetGallery, forms, apiDocs];
