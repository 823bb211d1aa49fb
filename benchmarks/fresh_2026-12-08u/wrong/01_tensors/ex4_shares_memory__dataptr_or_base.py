# Mistake: "They share it when one is a view of the other, when both are views of a third tensor ... and when both wrap the same NumPy array": equal data_ptr() or one being the other's _base, so two views of a third tensor (m[1] and m[2], or a slice and a transpose of m) are called separate.
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    if a.data_ptr() == b.data_ptr():
        return True
    return a._base is b or b._base is a      # a view that starts further in
