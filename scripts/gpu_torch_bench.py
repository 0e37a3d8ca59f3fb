#!/usr/bin/env python3
"""PyTorch's fp16 GEMV (cuBLAS) as the peer of lowbit's CUDA kernels: the same shapes and the same
measurements as cmd/lowbit-cudabench (CUDA events; GB/s of weight bytes; % of the read bandwidth
of a plain streaming read measured in the same run). Run by scripts/gpu-check.sh."""
import sys

import torch


def timed(fn, iters):
    for _ in range(3):
        fn()
    torch.cuda.synchronize()
    a, b = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    a.record()
    for _ in range(iters):
        fn()
    b.record()
    b.synchronize()
    return a.elapsed_time(b) / 1e3 / iters


def main():
    if not torch.cuda.is_available():
        print("PyTorch sees no CUDA device", file=sys.stderr)
        return 1
    dev = torch.device("cuda")
    name = torch.cuda.get_device_name(dev)
    # Read bandwidth: a plain streaming read. (A sum over int32 gave 581 GB/s on an H100, a fifth of
    # lowbit's streaming-read kernel; float32 since, not yet run on a GPU — compare with the
    # 'Measured read bandwidth' line of bench-perf.md.)
    buf = torch.ones(512 << 20, dtype=torch.float32, device=dev)
    t = timed(lambda: buf.sum(), 20)
    read_bw = buf.numel() * 4 / t
    print(f"## PyTorch {torch.__version__} fp16 GEMV (cuBLAS) on {name}\n")
    print(f"Read bandwidth (torch.sum over 2 GiB float32): **{read_bw / 1e9:.0f} GB/s**.\n")
    print("| shape | n | µs | GB/s | % of read BW |\n|---|---|---:|---:|---:|")
    del buf
    for rows, cols, cycled in [(4096, 14336, False), (14336, 4096, False), (4096, 14336, True)]:
        w = torch.randn(rows, cols, dtype=torch.float16, device=dev)
        k = 1
        ws = [w]
        if cycled:
            k = -(-(1 << 30) // (w.numel() * 2))
            ws = [torch.randn(rows, cols, dtype=torch.float16, device=dev) for _ in range(k)]
        for n in (1, 8):
            x = torch.randn(cols, n, dtype=torch.float16, device=dev)
            i = [0]

            def step():
                torch.matmul(ws[i[0] % k], x)
                i[0] += 1

            t = timed(step, max(50, 2 * k))
            gbs = w.numel() * 2 / t / 1e9
            shape = f"{k} × {rows}×{cols} (cycled)" if cycled else f"{rows}×{cols}"
            print(f"| {shape} | {n} | {t * 1e6:.1f} | {gbs:.0f} | {100 * gbs * 1e9 / read_bw:.1f}% |")
        del ws, w
        torch.cuda.empty_cache()
    return 0


if __name__ == "__main__":
    sys.exit(main())
