# Mistake: "`device=None` means the default device ... also on a machine with a GPU" -- picks cuda whenever it is available, so on a GPU machine causal_mask(n) lands on the GPU although the default device is the CPU.
def causal_mask(size, device=None):
    if device is None:
        device = "cuda" if torch.cuda.is_available() else "cpu"
    return torch.tril(torch.ones(size, size, device=device)).bool()
