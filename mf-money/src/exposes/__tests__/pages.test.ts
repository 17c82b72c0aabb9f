import { testPageDeclarations } from '@school/tools/testing';
import { PAGE_COMPONENTS } from '../App';
import { pages, releaseCheckPage } from '../pages';

testPageDeclarations([...pages, releaseCheckPage], PAGE_COMPONENTS);
