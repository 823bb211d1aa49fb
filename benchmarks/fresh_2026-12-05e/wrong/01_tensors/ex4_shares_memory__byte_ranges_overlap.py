# Mistake: "(even two views that do not overlap, such as two rows `m[1]` and `m[2]`)" — checks whether the byte ranges the two tensors touch overlap, so two different rows (or two halves) of one base are called separate.
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    def byte_range(t):
        start = t.data_ptr()
        last = sum((size - 1) * stride for size, stride in zip(t.shape, t.stride()))
        return start, start + (last + 1) * t.element_size()
    a0, a1 = byte_range(a)
    b0, b1 = byte_range(b)
    return a0 < b1 and b0 < a1
