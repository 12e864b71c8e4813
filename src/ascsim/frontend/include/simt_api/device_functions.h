// ascsim: the SIMT functions are declared together in asc_simt.h.
#include "simt_api/asc_simt.h"
