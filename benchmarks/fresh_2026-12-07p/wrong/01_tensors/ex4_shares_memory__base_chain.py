# Mistake: "and when both wrap the same NumPy array through `torch.from_numpy`" and the prompt's own warning "Following `_base` misses tensors that PyTorch did not record as views of one another": the roots of the `_base` chains are compared (with a data_ptr fallback), so two from_numpy wrappers of one array, one sliced at an offset, give False.
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    def root(t):
        while t._base is not None:
            t = t._base
        return t
    return root(a) is root(b) or a.data_ptr() == b.data_ptr()
