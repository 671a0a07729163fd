import './parts.tmp.ts';
