// Binary file helpers in the shape the Ascend samples' data_utils.h gives them. Paths are
// relative to the working directory.
#ifndef __ASCSIM_DATA_UTILS_H
#define __ASCSIM_DATA_UTILS_H
#include <cstdint>
#include <cstdio>
#include <iostream>
#include <string>

bool ReadFile(const std::string& filePath, size_t& fileSize, void* buffer, size_t bufferSize);
bool WriteFile(const std::string& filePath, const void* buffer, size_t size);

#define INFO_LOG(fmt, ...) fprintf(stdout, "[INFO]  " fmt "\n", ##__VA_ARGS__)
#define WARN_LOG(fmt, ...) fprintf(stdout, "[WARN]  " fmt "\n", ##__VA_ARGS__)
#define ERROR_LOG(fmt, ...) fprintf(stderr, "[ERROR]  " fmt "\n", ##__VA_ARGS__)
#endif
