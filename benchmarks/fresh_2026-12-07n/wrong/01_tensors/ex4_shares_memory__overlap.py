# Mistake: "even two views that do not overlap, such as two rows m[1] and m[2]": the byte ranges the two tensors cover are tested for overlap, so disjoint views of one storage (m[1] and m[2]) are said not to share.
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    def span(t):
        start = t.data_ptr()
        last = sum((size - 1) * stride for size, stride in zip(t.shape, t.stride()) if size > 0)
        return start, start + (last + 1) * t.element_size()

    a0, a1 = span(a)
    b0, b1 = span(b)
    return a0 < b1 and b0 < a1
