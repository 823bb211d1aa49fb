# Mistake: "and when both wrap the same NumPy array through torch.from_numpy" -- follows _base to the root tensor, so two from_numpy wrappers of one array (not recorded as views of each other) are said not to share.
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    def root(t):
        while t._base is not None:
            t = t._base
        return t
    return root(a) is root(b)
