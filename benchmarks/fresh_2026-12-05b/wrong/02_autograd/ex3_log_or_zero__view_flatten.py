# Mistake: "tensors of any shape ... memory layouts: contiguous, strided or transposed" — flattens with .view(-1), which raises for transposed or strided inputs.
def log_or_zero(x):
    flat = x.view(-1)
    positive = flat > 0
    safe = torch.where(positive, flat, torch.ones_like(flat))
    return torch.where(positive, safe.log(), torch.zeros_like(flat)).view(x.shape)
