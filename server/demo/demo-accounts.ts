/**
 * The demo accounts (listed with their passwords in README.md, "Contas de
 * demonstração"). Created only by the demo seed: in the embedded database,
 * or in a DATABASE_URL database when SEED_DEMO=true (see server/main.ts).
 * CPFs have valid check digits and belong to nobody; e-mails are on the
 * reserved `.example` domain.
 */
import type { Role } from '../../models/account/auth';

export interface DemoAccount {
  fullName: string;
  cpf: string;
  phone: string;
  email: string;
  password: string;
  roles: Role[];
  certified: boolean;
  sellerId: string | null;
  dealerCode: string | null;
}

export const demoAccounts: DemoAccount[] = [
  {
    fullName: 'Marina Albuquerque Prado',
    cpf: '93541134780',
    phone: '11987654321',
    email: 'admin@flua.example',
    password: 'Flua@Admin1',
    roles: ['offer_admin'],
    certified: false,
    sellerId: null,
    dealerCode: null,
  },
  {
    fullName: 'Rafael Teixeira Lima',
    cpf: '71460238001',
    phone: '11976543210',
    email: 'vendedor@flua.example',
    password: 'Flua@Vendas1',
    roles: ['seller'],
    certified: false,
    sellerId: 'VEND-0001',
    dealerCode: '10101',
  },
  {
    fullName: 'Camila Ferreira Santos',
    cpf: '11144477735',
    phone: '21998765432',
    email: 'camila@flua.example',
    password: 'Flua@Cliente1',
    roles: ['customer'],
    certified: true,
    sellerId: null,
    dealerCode: null,
  },
  {
    fullName: 'João Pedro Oliveira',
    cpf: '46821357919',
    phone: '31991234567',
    email: 'joao@flua.example',
    password: 'Flua@Cliente2',
    roles: ['customer'],
    certified: false,
    sellerId: null,
    dealerCode: null,
  },
];
