#ifndef __ASCSIM_STDDEF_H
#define __ASCSIM_STDDEF_H
#include "__ascsim_base.h"
#define offsetof(type, member) __builtin_offsetof(type, member)
#endif
