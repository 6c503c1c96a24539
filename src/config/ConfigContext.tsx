import { createContext, useContext } from 'react';
import { DEFAULT_CONFIG, type AppConfig } from './config';

export const ConfigContext = createContext<AppConfig>(DEFAULT_CONFIG);

export const useAppConfig = () => useContext(ConfigContext);
