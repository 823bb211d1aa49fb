# Diagnosis: nan-in-output
# Pitfall: multiplies log(x) by a 0/1 mask; 0 * log(0) and 0 * log(-1) are NaN, not 0.
def log_or_zero(x):
    return torch.log(x) * (x > 0)
