# Mistake: "the inputs come back unchanged and global state as found" — a hook registered on the caller's x cleans the NaN from the gradient of this call, but it stays attached to x afterwards and silently rewrites every later gradient of x (e.g. hides a real NaN from another loss).
def log_or_zero(x):
    if x.requires_grad:
        x.register_hook(lambda g: torch.nan_to_num(g, nan=0.0))
    return torch.where(x > 0, torch.log(x), torch.zeros_like(x))
