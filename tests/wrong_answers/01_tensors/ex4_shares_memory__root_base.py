# Diagnosis: from-numpy-missed
# Pitfall: follows _base to the root tensor; two from_numpy wrappers of one array have different roots.
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    def root(t):
        return t if t._base is None else t._base
    return root(a) is root(b)
