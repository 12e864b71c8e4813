// ascsim: assert in device code is the C library's.
#include <cassert>
