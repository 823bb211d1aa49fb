# Right: a first torch.where puts 1 where x <= 0 (log sees only safe values), a second one selects 0 there.
def log_or_zero(x):
    positive = x > 0
    safe = torch.where(positive, x, torch.ones_like(x))
    return torch.where(positive, torch.log(safe), torch.zeros_like(x))
