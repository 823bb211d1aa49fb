# Mistake: "the result keeps the input's shape (size-1 dimensions and 0-d tensors included)": the harmless value is torch.ones(1, ...), a 1-element 1-D tensor, so a 0-d input broadcasts to a result of shape (1,).
def log_or_zero(x):
    one = torch.ones(1, dtype=x.dtype, device=x.device)
    positive = x > 0
    safe = torch.where(positive, x, one)
    return torch.where(positive, torch.log(safe), 0.0)
