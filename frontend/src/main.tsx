import { ApolloProvider } from '@apollo/client/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { AuthProvider } from './features/auth/components/AuthProvider';
import { ThemeProvider } from './features/theme/components/ThemeProvider';
import { Toaster } from './features/toast/components/Toaster';
import { createApolloClient } from './lib/apollo';
import './index.css';

const client = createApolloClient();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ApolloProvider client={client}>
      <ThemeProvider>
        <AuthProvider>
          <Toaster>
            <App />
          </Toaster>
        </AuthProvider>
      </ThemeProvider>
    </ApolloProvider>
  </StrictMode>,
);
