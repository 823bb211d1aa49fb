# Mistake: "log(x) where x > 0 and 0 elsewhere" (including "tiny positive ones such as 1e-30"): positive values below the dtype's machine epsilon are treated as zero, so log_or_zero(1e-30) gives 0 instead of about -69.08.
def log_or_zero(x):
    positive = x > torch.finfo(x.dtype).eps         # numerically zero counts as zero
    safe = torch.where(positive, x, torch.ones_like(x))
    return torch.where(positive, torch.log(safe), torch.zeros_like(x))
