# Mistake: "even two views that do not overlap, such as two rows `m[1]` and `m[2]`": the answer checks whether the byte ranges the two tensors' elements span overlap, so two different rows (adjacent, non-overlapping ranges of one storage) are answered False.
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    def span(t):
        start = t.data_ptr()
        last = sum((size - 1) * stride for size, stride in zip(t.shape, t.stride()))
        return start, start + (last + 1) * t.element_size()

    a_start, a_end = span(a)
    b_start, b_end = span(b)
    return a_start < b_end and b_start < a_end
