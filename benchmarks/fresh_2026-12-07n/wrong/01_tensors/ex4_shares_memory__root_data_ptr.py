# Mistake: "They share it when one is a view of the other" (detach() of a slice is in the list): the first-element pointers of the `_base` roots are compared, and t[3:].detach() has no _base, so its offset pointer differs from t's and the answer is False.
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    root_a = a if a._base is None else a._base
    root_b = b if b._base is None else b._base
    return root_a.data_ptr() == root_b.data_ptr()
