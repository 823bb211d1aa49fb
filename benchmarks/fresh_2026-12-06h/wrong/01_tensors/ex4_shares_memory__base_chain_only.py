# Mistake: "and when both wrap the same NumPy array through torch.from_numpy" (and the views listed in must-handle, detach() among them) — it follows _base to each tensor's root and compares the roots, so two from_numpy wrappers of one array, and a detach() (which PyTorch does not record as a view through _base), are called separate from what they share memory with.
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    def root(t):
        while t._base is not None:
            t = t._base
        return t
    return root(a) is root(b)
