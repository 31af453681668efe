#include "CLineBreak.h"
int mfs_linebreak_placeholder(void) { return 0; }
