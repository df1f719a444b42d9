// The bytes the C heap has handed out and not taken back, for the benchmarks'
// retained-memory report; -1 where the C library cannot tell (glibc only).
#ifndef CHEAPSTATISTICS_H
#define CHEAPSTATISTICS_H

long long quickcontrol_heap_bytes_in_use(void);

#endif
