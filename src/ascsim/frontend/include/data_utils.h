// Binary file helpers in the shapes the Ascend samples' data_utils.h gives them, implemented
// natively. Paths are relative to the working directory.
#ifndef __ASCSIM_DATA_UTILS_H
#define __ASCSIM_DATA_UTILS_H
// What the samples' own header brings in through <fstream> and the POSIX headers.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <limits>
#include <string>

// Reads the whole file into buffer (at most bufferSize bytes); its size goes to fileSize.
bool ReadFile(const std::string& filePath, size_t& fileSize, void* buffer, size_t bufferSize);
// Reads the file into buffer; it must hold exactly expectedSize bytes.
bool ReadFile(const std::string& filePath, void* buffer, size_t expectedSize);
bool WriteFile(const std::string& filePath, const void* buffer, size_t size);

#define INFO_LOG(fmt, ...) fprintf(stdout, "[INFO]  " fmt "\n", ##__VA_ARGS__)
#define WARN_LOG(fmt, ...) fprintf(stdout, "[WARN]  " fmt "\n", ##__VA_ARGS__)
#define ERROR_LOG(fmt, ...) fprintf(stderr, "[ERROR]  " fmt "\n", ##__VA_ARGS__)
#endif
