#include "CHeapStatistics.h"

#if defined(__linux__)
#include <malloc.h>
#endif

#if defined(__GLIBC__)
long long quickcontrol_heap_bytes_in_use(void) {
  return (long long)mallinfo2().uordblks;
}
#else
long long quickcontrol_heap_bytes_in_use(void) {
  return -1;
}
#endif
