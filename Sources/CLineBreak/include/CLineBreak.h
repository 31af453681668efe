// PROVISIONAL: the ICU line-break shim (issue 3).
int mfs_linebreak_placeholder(void);
