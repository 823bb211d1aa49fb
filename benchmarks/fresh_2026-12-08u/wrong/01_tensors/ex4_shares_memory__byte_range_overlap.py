# Mistake: "(even two views that do not overlap, such as two rows m[1] and m[2])": checks whether the byte ranges [data_ptr, data_ptr + numel * element_size) of a and b intersect, so two disjoint rows (or columns far apart) of one tensor are called separate.
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    a_start, b_start = a.data_ptr(), b.data_ptr()
    a_end = a_start + a.numel() * a.element_size()
    b_end = b_start + b.numel() * b.element_size()
    return a_start < b_end and b_start < a_end
