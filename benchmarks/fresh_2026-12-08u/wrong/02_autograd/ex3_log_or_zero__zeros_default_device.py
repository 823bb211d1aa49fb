# Mistake: "inputs on an accelerator (a GPU): the result as the reference's, on the same device" (and on `meta`, any error must not be about different devices): the helper tensors come from torch.ones/torch.zeros(x.shape, dtype=x.dtype), made on the CPU, so any x with at least one dimension on an accelerator or on meta fails with a different-devices error.
def log_or_zero(x):
    positive = x > 0
    safe = torch.where(positive, x, torch.ones(x.shape, dtype=x.dtype))
    return torch.where(positive, torch.log(safe), torch.zeros(x.shape, dtype=x.dtype))
