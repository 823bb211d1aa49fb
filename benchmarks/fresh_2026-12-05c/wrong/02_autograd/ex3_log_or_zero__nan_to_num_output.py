# Mistake: "Cleaning up the output afterwards (`nan_to_num`) does not help either ... the NaN is in the gradient" — the output is cleaned, the gradient at zeros and negatives is still NaN
def log_or_zero(x):
    out = torch.where(x > 0, torch.log(x), torch.zeros_like(x))
    return torch.nan_to_num(out, nan=0.0, posinf=0.0, neginf=0.0)
