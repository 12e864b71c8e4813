// The register-compute C API of Ascend 950 (dav-3510), as ascsim implements it.
// Each instruction header below only declares; ascsim.c_api provides the behaviour.
#ifndef __ASCSIM_ASC_SIMD_H
#define __ASCSIM_ASC_SIMD_H
#include "c_api/asc_types.h"
#include "c_api/common.h"
#include "c_api/sync.h"
#include "c_api/copy.h"
#include "c_api/reg_compute/reg_mask.h"
#include "c_api/reg_compute/reg_load_store.h"
#include "c_api/reg_compute/reg_duplicate.h"
#include "c_api/reg_compute/reg_arith.h"
#include "c_api/reg_compute/compute/reg_permute_sel.h"
#endif
