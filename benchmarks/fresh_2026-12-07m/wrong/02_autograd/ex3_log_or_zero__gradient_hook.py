# Mistake: "Where `1/x` overflows the dtype ... the gradient must be `inf` ... so do not clamp it to a finite value" (and "global state as found"): it keeps the naive where and cleans the gradient with a nan_to_num hook registered on x, which turns inf into the dtype's largest finite number (and stays on the caller's tensor).
def log_or_zero(x):
    if x.requires_grad:
        x.register_hook(torch.nan_to_num)             # 0 * inf from log's backward -> 0
    return torch.where(x > 0, torch.log(x), torch.zeros_like(x))
