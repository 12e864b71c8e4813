// ascsim: printf in device code is the C library's.
#include <cstdio>
