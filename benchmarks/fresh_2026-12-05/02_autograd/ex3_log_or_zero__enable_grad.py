# Mistake: computes under torch.enable_grad() "so the gradient is always available": a caller under torch.no_grad() gets a result that records a graph.
def log_or_zero(x):
    with torch.enable_grad():
        positive = x > 0
        safe = torch.where(positive, x, torch.ones_like(x))
        return torch.where(positive, torch.log(safe), torch.zeros_like(x))
