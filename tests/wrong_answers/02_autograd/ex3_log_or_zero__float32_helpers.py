# Diagnosis: dtype-changed
# Pitfall: the helper tensors are created as float32, so a half-precision input comes back as float32.
def log_or_zero(x):
    positive = x > 0
    safe_x = torch.where(positive, x, torch.ones(x.shape, dtype=torch.float32, device=x.device))
    return torch.where(positive, torch.log(safe_x), torch.zeros(x.shape, dtype=torch.float32, device=x.device))
