# Diagnosis: eps-changes-values
# Pitfall: clamps x to an epsilon before log; no NaN, but log(x) is wrong for tiny positive x.
def log_or_zero(x):
    return torch.where(x > 0, torch.log(x.clamp(min=1e-12)), torch.zeros_like(x))
