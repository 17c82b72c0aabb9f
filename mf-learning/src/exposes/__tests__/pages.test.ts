import { testPageDeclarations } from '@school/tools/testing';
import { PAGE_COMPONENTS } from '../App';
import { pages } from '../pages';

testPageDeclarations([...pages], PAGE_COMPONENTS);
