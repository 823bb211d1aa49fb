# Mistake: "inputs on an accelerator (a GPU): the result as the reference's, on the same device (... tensors made on the CPU do not mix with its tensors ...)" — the harmless 1s and the 0s are made with torch.ones(x.shape, dtype=x.dtype) / torch.zeros(...), which keep the dtype but not the device: they are always on the CPU, so x on an accelerator (or meta) meets CPU tensors in torch.where.
def log_or_zero(x):
    positive = x > 0
    ones = torch.ones(x.shape, dtype=x.dtype)
    zeros = torch.zeros(x.shape, dtype=x.dtype)
    safe = torch.where(positive, x, ones)
    return torch.where(positive, torch.log(safe), zeros)
