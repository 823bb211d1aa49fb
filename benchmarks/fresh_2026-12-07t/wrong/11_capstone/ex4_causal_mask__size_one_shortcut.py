# Mistake: "created on `device`" (with `size` from 1 to 9 and `device` 'cpu' or 'meta'): the size-1 shortcut builds torch.tensor([[True]]) without the device, so causal_mask(1, "meta") comes back on the CPU.
def causal_mask(size, device=None):
    if size == 1:
        return torch.tensor([[True]])                  # one position: it sees itself
    rows = torch.arange(size, device=device)
    return rows[:, None] >= rows[None, :]
