# Diagnosis: cleaned-output
# Pitfall: cleans the output, which was never NaN; the NaN is in the gradient.
def log_or_zero(x):
    return torch.nan_to_num(torch.where(x > 0, torch.log(x), torch.zeros_like(x)))
