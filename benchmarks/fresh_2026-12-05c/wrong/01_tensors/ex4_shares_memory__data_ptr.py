# Mistake: "Pitfall: comparing `a.data_ptr()` with `b.data_ptr()`. That compares *first elements*" — misses views that start at an offset such as t[3:]
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    return a.data_ptr() == b.data_ptr()
