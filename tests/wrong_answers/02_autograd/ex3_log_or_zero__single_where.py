# Diagnosis: nan-in-gradient
# Pitfall: one torch.where; log still sees x = 0 and its backward gives 0 * inf = NaN.
def log_or_zero(x):
    return torch.where(x > 0, torch.log(x), torch.zeros_like(x))
